import { useQueries } from '@tanstack/react-query'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { pickupQueries } from './queries'

/**
 * The server's copies of uploaded images by file id. A sent draft keeps no bytes on the device (the outbox
 * releases them), so its thumbnails and signature are shown from the server while online.
 */
export function useRemotePreviews(fileIds: readonly string[]): ReadonlyMap<string, Blob> {
  const offline = useIsOffline()
  return useQueries({
    queries: fileIds.map((fileId) => ({ ...pickupQueries.preview(fileId), enabled: !offline })),
    combine: (results) => {
      const previews = new Map<string, Blob>()
      results.forEach((result, index) => {
        const fileId = fileIds[index]
        if (fileId && result.data) previews.set(fileId, result.data)
      })
      return previews
    },
  })
}
