import {
  draftProblems,
  emptyDraft,
  type DraftProblem,
  type RegistrationDraft,
} from '../domain/registration/draft'
import { offlineDb, type LocalDraft, type LocalPhoto } from './db'
import { newId } from './ids'
import { observeQuery, type LiveValue } from './observe'
import { beginEpisodeIfIdle } from './outbox'
import { notifyOutboxChanged } from './signals'

/**
 * Registration drafts of spec §3, kept on the device. Every change is written at once, so a reload, a crash
 * or a closed tab loses nothing. Submitting turns a draft into outbox entries (photos first, then the
 * registration); from then on it is read-only until the server has answered or refused it.
 */

export type DraftOwner = { ownerKey: string; tenantId: string }

/** The signature's photo id: the upload entry of a signature names it so. */
export const SIGNATURE_PHOTO_ID = 'signature'

/** Drafts in these states may be edited; the others are on their way or sent. */
export const isEditable = (draft: LocalDraft): boolean =>
  draft.syncState === 'draft' || draft.syncState === 'attention'

export class DraftNotEditableError extends Error {
  constructor(readonly draftId: string) {
    super(`draft ${draftId} is being sent or was sent and cannot change`)
  }
}

export class DraftNotFoundError extends Error {
  constructor(readonly draftId: string) {
    super(`draft ${draftId} does not exist on this device`)
  }
}

export async function createDraft(
  owner: DraftOwner,
  prefill: Partial<RegistrationDraft> = {},
): Promise<LocalDraft> {
  const id = newId()
  const now = Date.now()
  const draft: LocalDraft = {
    id,
    ownerKey: owner.ownerKey,
    tenantId: owner.tenantId,
    record: { ...emptyDraft(id), ...prefill, id },
    photos: [],
    signature: null,
    syncState: 'draft',
    message: null,
    problems: [],
    answer: null,
    createdAt: now,
    updatedAt: now,
  }
  await offlineDb().drafts.add(draft)
  return draft
}

export async function readDraft(id: string): Promise<LocalDraft | null> {
  return (await offlineDb().drafts.get(id)) ?? null
}

/** Changes an editable draft inside one transaction (the record, its photos or its signature). */
async function changeDraft(id: string, change: (draft: LocalDraft) => LocalDraft | Promise<LocalDraft>) {
  const db = offlineDb()
  return db.transaction('rw', db.drafts, db.photos, async () => {
    const draft = await db.drafts.get(id)
    if (!draft) throw new DraftNotFoundError(id)
    if (!isEditable(draft)) throw new DraftNotEditableError(id)
    const next = await change(draft)
    const saved = { ...next, updatedAt: Date.now() }
    await db.drafts.put(saved)
    return saved
  })
}

/**
 * Saves the form's record. The id never changes; a draft that needed attention stays so (with its message)
 * until it is submitted again, and the field problems the user fixed disappear.
 */
export async function saveDraftRecord(
  id: string,
  update: Partial<RegistrationDraft> | ((record: RegistrationDraft) => RegistrationDraft),
): Promise<LocalDraft> {
  return changeDraft(id, (draft) => {
    const record = typeof update === 'function' ? update(draft.record) : { ...draft.record, ...update }
    return { ...draft, record: { ...record, id: draft.id } }
  })
}

export async function addPhoto(draftId: string, blob: Blob, name: string): Promise<LocalPhoto> {
  const photo: LocalPhoto = { id: newId(), name, type: blob.type, size: blob.size, fileId: null }
  await changeDraft(draftId, async (draft) => {
    await offlineDb().photos.add({ id: photo.id, draftId, ownerKey: draft.ownerKey, blob })
    return { ...draft, photos: [...draft.photos, photo] }
  })
  return photo
}

export async function removePhoto(draftId: string, photoId: string): Promise<void> {
  await changeDraft(draftId, async (draft) => {
    await offlineDb().photos.delete(photoId)
    return { ...draft, photos: draft.photos.filter((photo) => photo.id !== photoId) }
  })
}

/** The customer's signature as a PNG (null clears it). */
export async function setSignature(draftId: string, blob: Blob | null): Promise<void> {
  await changeDraft(draftId, async (draft) => {
    const photos = offlineDb().photos
    if (draft.signature) await photos.delete(draft.signature.id)
    if (!blob) return { ...draft, signature: null, record: { ...draft.record, signature: null } }
    const signature: LocalPhoto = {
      id: newId(),
      name: 'signature.png',
      type: blob.type,
      size: blob.size,
      fileId: null,
    }
    await photos.add({ id: signature.id, draftId, ownerKey: draft.ownerKey, blob })
    return { ...draft, signature, record: { ...draft.record, signature: null } }
  })
}

/** The bytes of a photo or signature still on the device (null once sent and released). */
export async function readPhotoBlob(photoId: string): Promise<Blob | null> {
  return (await offlineDb().photos.get(photoId))?.blob ?? null
}

/**
 * The record as it will be sent: photos and signature by their server ids where uploaded, by a local
 * placeholder where not (so the domain rules can check a draft before its uploads).
 */
export function recordToCheck(draft: LocalDraft): RegistrationDraft {
  return {
    ...draft.record,
    photoFileIds: draft.photos.map((photo) => photo.fileId ?? `local:${photo.id}`),
    signature: draft.signature ? (draft.signature.fileId ?? `local:${draft.signature.id}`) : null,
  }
}

export type SubmitResult = { queued: true } | { queued: false; problems: DraftProblem[] }

/**
 * Queues a draft: one upload per photo (and the signature) not yet on the server, then the registration.
 * Entries of an earlier, refused submission are replaced (the server freed their keys when it refused them).
 * Queued while nothing else waits, it begins a new sending episode (the progress the sync panel shows).
 */
export async function submitDraft(id: string): Promise<SubmitResult> {
  const db = offlineDb()
  const result = await db.transaction('rw', db.drafts, db.outbox, db.kv, async (): Promise<SubmitResult> => {
    const draft = await db.drafts.get(id)
    if (!draft) throw new DraftNotFoundError(id)
    if (!isEditable(draft)) throw new DraftNotEditableError(id)
    const problems = draftProblems(recordToCheck(draft))
    if (problems.length > 0) {
      await db.drafts.put({ ...draft, problems, updatedAt: Date.now() })
      return { queued: false, problems }
    }
    await db.outbox.where('draftId').equals(id).delete()
    const now = Date.now()
    const base = {
      ownerKey: draft.ownerKey,
      tenantId: draft.tenantId,
      draftId: id,
      state: 'waiting' as const,
    }
    const blank = { attempts: 0, nextAttemptAt: 0, lastError: null, message: null, createdAt: now }
    const pending = [...draft.photos, ...(draft.signature ? [draft.signature] : [])].filter(
      (photo) => !photo.fileId,
    )
    for (const photo of pending) {
      const photoId = photo === draft.signature ? SIGNATURE_PHOTO_ID : photo.id
      await db.outbox.add({ ...base, ...blank, id: newId(), operation: 'file.upload', photoId })
    }
    await db.outbox.add({ ...base, ...blank, id: newId(), operation: 'registration.submit', photoId: null })
    await beginEpisodeIfIdle(draft.ownerKey, id, now)
    await db.drafts.put({ ...draft, syncState: 'waiting', message: null, problems: [], updatedAt: now })
    return { queued: true }
  })
  if (result.queued) notifyOutboxChanged()
  return result
}

/**
 * Removes a draft with its photos. One that is waiting or being sent is not removed (the server may
 * already have it); a sent one is removed from the device only.
 */
export async function removeDraft(id: string): Promise<void> {
  const db = offlineDb()
  await db.transaction('rw', db.drafts, db.photos, db.outbox, async () => {
    const draft = await db.drafts.get(id)
    if (!draft) return
    if (draft.syncState === 'waiting' || draft.syncState === 'sending') throw new DraftNotEditableError(id)
    await db.photos.where('draftId').equals(id).delete()
    await db.outbox.where('draftId').equals(id).delete()
    await db.drafts.delete(id)
  })
}

/** A user's drafts, newest change first. */
export function observeDrafts(ownerKey: string): LiveValue<LocalDraft[]> {
  return observeQuery(async () => {
    const drafts = await offlineDb().drafts.where('ownerKey').equals(ownerKey).toArray()
    return drafts.sort((a, b) => b.updatedAt - a.updatedAt)
  })
}

export function observeDraft(id: string): LiveValue<LocalDraft | null> {
  return observeQuery(async () => (await offlineDb().drafts.get(id)) ?? null)
}
