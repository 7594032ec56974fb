import { useMemo } from 'react'
import { useLiveValue } from '@/app/offline/useLiveValue'
import { readPhotoBlob } from '@/offline'
import { observeQuery } from '@/offline/observe'

const NONE: ReadonlyMap<string, Blob | null> = new Map()

/**
 * The stored bytes of a draft's photos (and signature) by photo id, read from the device. A photo whose bytes
 * were released (the server has it) maps to null.
 */
export function usePhotoBlobs(ids: readonly string[]): ReadonlyMap<string, Blob | null> {
  const key = ids.join(',')
  const observable = useMemo(
    () =>
      key === ''
        ? null
        : observeQuery(async () => {
            const list = key.split(',')
            const blobs = await Promise.all(list.map((id) => readPhotoBlob(id)))
            return new Map(list.map((id, index) => [id, blobs[index] ?? null]))
          }),
    [key],
  )
  return useLiveValue<ReadonlyMap<string, Blob | null>>(observable, NONE)
}
