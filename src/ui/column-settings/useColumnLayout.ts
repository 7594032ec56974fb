import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { fetchSavedLayout, saveLayout } from '@/api/layout'
import type { ResourceDeclaration } from '@/domain/resources'
import type { ColumnLayoutStore } from '@/offline'
import { defaultLayout, isSavedLayout, mergeLayout, type ColumnLayout } from './layout'
import { currentColumnLayoutStore, subscribeColumnLayoutStore } from './layoutStore'

export type ColumnLayoutControls = {
  layout: ColumnLayout
  /** Applies a layout now and keeps it on the device. */
  apply: (layout: ColumnLayout) => void
  /** Applies and keeps it first, then saves it for the user (保存成功). A failure leaves it applied. */
  save: (layout: ColumnLayout) => Promise<void>
  /** Back to the default layout: the device's copy removed, saved layout reset (an empty parameter). */
  reset: () => Promise<void>
}

/** What the device should hold for the table: a layout, or none (after a reset). */
type Keep = ColumnLayout | 'none'

const NO_COLUMNS: ColumnLayout = { columns: [], search: [] }

const ignore = () => undefined

const initialLayout = (
  resource: ResourceDeclaration | undefined,
  store: ColumnLayoutStore | null,
): ColumnLayout => {
  if (!resource) return NO_COLUMNS
  const kept = resource.code ? store?.peek(resource.code) : undefined
  return isSavedLayout(kept) ? mergeLayout(resource, kept) : defaultLayout(resource)
}

/** Writes to the store; a layout is a convenience, so a refused write only means it is not kept. */
const keepIn = (store: ColumnLayoutStore, code: string, keep: Keep) =>
  void (keep === 'none' ? store.remove(code) : store.write(code, keep)).catch(ignore)

/**
 * The column layout of a resource's table (spec §7 "Column settings", §9). Starts from the device's copy (the
 * app's column layout store, when it has given one yet) or the default, then loads the saved layout in the
 * background, which wins when there is one, unless the person changed the layout meanwhile.
 */
export function useColumnLayout(resource: ResourceDeclaration | undefined): ColumnLayoutControls {
  const { t } = useLingui()
  const code = resource?.code ?? ''
  const store = useSyncExternalStore(subscribeColumnLayoutStore, currentColumnLayoutStore)
  // Keyed by the resource code, not the object, so a caller rebuilding its declaration cannot loop.
  const [state, setState] = useState(() => ({ code, layout: initialLayout(resource, store) }))
  // Another resource (the page was reused): start again from its copy, during render, not after.
  let current = state
  if (state.code !== code) {
    current = { code, layout: initialLayout(resource, store) }
    setState(current)
  }
  /** Set by any change the person makes, so a late answer (server or device) does not overwrite it. */
  const touched = useRef(false)
  /** Set once the server's saved layout is applied: the device's copy, read later, is older. */
  const fromServer = useRef(false)
  /** What to keep once the app gives a store (a change made before it did). */
  const unkept = useRef<Keep | null>(null)
  const latest = useRef({ resource, store })
  useLayoutEffect(() => {
    latest.current = { resource, store }
  })

  const keep = useCallback((code: string, layout: Keep) => {
    const { store } = latest.current
    if (store) keepIn(store, code, layout)
    else unkept.current = layout
  }, [])

  useEffect(() => {
    touched.current = false
    fromServer.current = false
    unkept.current = null
    if (!code) return
    let cancelled = false
    fetchSavedLayout(code).then(
      (saved) => {
        const { resource } = latest.current
        if (cancelled || touched.current || !resource || !isSavedLayout(saved?.parameter)) return
        const layout = mergeLayout(resource, saved?.parameter)
        fromServer.current = true
        keep(code, layout)
        setState({ code, layout })
      },
      // A background call: the layout shown simply stays.
      ignore,
    )
    return () => {
      cancelled = true
    }
  }, [code, keep])

  // The device's copy, once there is a store: a change made before it came is kept instead.
  useEffect(() => {
    if (!store || !code) return
    const pending = unkept.current
    unkept.current = null
    if (pending) {
      keepIn(store, code, pending)
      return
    }
    if (touched.current || fromServer.current) return
    let cancelled = false
    store.read(code).then((kept) => {
      const { resource } = latest.current
      if (cancelled || touched.current || fromServer.current || !resource || !isSavedLayout(kept)) return
      setState({ code, layout: mergeLayout(resource, kept) })
    }, ignore)
    return () => {
      cancelled = true
    }
  }, [code, store])

  const apply = useCallback(
    (layout: ColumnLayout) => {
      touched.current = true
      if (code) keep(code, layout)
      setState({ code, layout })
    },
    [code, keep],
  )

  const warnNoCode = useCallback(() => {
    notifications.show({ color: 'yellow', message: t`resCode未设置` })
  }, [t])

  const save = useCallback(
    async (layout: ColumnLayout) => {
      if (!code) {
        warnNoCode()
        return
      }
      apply(layout)
      try {
        await saveLayout(code, JSON.stringify(layout))
        notifications.show({ color: 'green', message: t`保存成功` })
      } catch {
        // The request layer has shown the failure; the layout stays applied here (spec §7).
      }
    },
    [code, apply, warnNoCode, t],
  )

  const reset = useCallback(async () => {
    if (!code || !resource) {
      warnNoCode()
      return
    }
    touched.current = true
    keep(code, 'none')
    setState({ code, layout: defaultLayout(resource) })
    try {
      await saveLayout(code, '')
      notifications.show({ color: 'green', message: t`保存成功` })
    } catch {
      // As for save: the default layout stays applied.
    }
  }, [code, resource, keep, warnNoCode, t])

  return { layout: current.layout, apply, save, reset }
}
