import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RegistrationDraft } from '@/domain/registration/draft'
import { useLiveValue } from '@/app/offline/useLiveValue'
import {
  DraftNotEditableError,
  isEditable,
  observeDraft,
  saveDraftRecord,
  type DraftSyncState,
  type LocalDraft,
} from '@/offline'

/** Typing is saved this long after the last key (and at once when the page is hidden or closed). */
export const SAVE_DELAY_MS = 250

export type SaveStatus = 'saved' | 'saving' | 'failed'

export type DraftEditor = {
  /** undefined while loading, null when the draft is not on this device. */
  draft: LocalDraft | null | undefined
  /** The record as the form shows it (the user's latest change, saved or about to be). */
  record: RegistrationDraft | null
  editable: boolean
  /** Changes the record; `fields` are the paths it touches (a server refusal about them is then hidden). */
  change: (fields: readonly string[], next: (record: RegistrationDraft) => RegistrationDraft) => void
  /** Field paths changed since the draft was opened or last refused. */
  touched: ReadonlySet<string>
  status: SaveStatus
  /** Writes what is not saved yet; resolves when it is. */
  flush: () => Promise<void>
  /**
   * Marks a write of its own (a photo, the signature) as under way: the status says 保存中 until the returned
   * function is called, so "saved" means everything of the draft.
   */
  hold: () => () => void
}

type Local = { state: DraftSyncState; record: RegistrationDraft; touched: ReadonlySet<string> }

/**
 * The editor's hold on one draft. The stored draft is followed live (the outbox changes its state); the form
 * works on a local copy of the record that is written back to Dexie SAVE_DELAY_MS after each change and at
 * once on pagehide or when the page is hidden, so a reload, a crash or a closed tab loses nothing. When the
 * draft's state changes (submitted, refused), the form starts again from the stored record.
 */
export function useDraftEditor(id: string): DraftEditor {
  const observable = useMemo(() => observeDraft(id), [id])
  const draft = useLiveValue<LocalDraft | null | undefined>(observable, undefined)
  const [local, setLocal] = useState<Local | null>(null)
  const [status, setStatus] = useState<SaveStatus>('saved')
  const pending = useRef<RegistrationDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const holds = useRef(0)
  const settle = useCallback(() => {
    if (!pending.current && holds.current === 0) setStatus('saved')
  }, [])

  let current = local
  if (draft && (local === null || local.state !== draft.syncState)) {
    current = { state: draft.syncState, record: draft.record, touched: new Set() }
    setLocal(current)
  }
  const editable = draft ? isEditable(draft) : false

  const flush = useCallback(async () => {
    clearTimeout(timer.current)
    const record = pending.current
    pending.current = null
    if (!record) return
    try {
      await saveDraftRecord(id, record)
      settle()
    } catch (error) {
      // Submitted (or sent) meanwhile in another tab: the stored record wins.
      setStatus(error instanceof DraftNotEditableError ? 'saved' : 'failed')
    }
  }, [id, settle])

  useEffect(() => {
    const handleHide = () => void flush()
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') void flush()
    }
    window.addEventListener('pagehide', handleHide)
    document.addEventListener('visibilitychange', handleVisibility)
    return () => {
      window.removeEventListener('pagehide', handleHide)
      document.removeEventListener('visibilitychange', handleVisibility)
      void flush()
    }
  }, [flush])

  const change = (fields: readonly string[], next: (record: RegistrationDraft) => RegistrationDraft) => {
    if (!current || !editable) return
    const record = next(pending.current ?? current.record)
    pending.current = record
    const touched = new Set(current.touched)
    for (const field of fields) touched.add(field)
    setLocal({ ...current, record, touched })
    setStatus('saving')
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS)
  }

  const hold = () => {
    holds.current++
    setStatus('saving')
    let released = false
    return () => {
      if (released) return
      released = true
      holds.current--
      settle()
    }
  }

  return {
    draft,
    record: current?.record ?? null,
    editable,
    change,
    touched: current?.touched ?? new Set(),
    status,
    flush,
    hold,
  }
}
