import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { REGISTRATION_LIMITS } from '@/domain/registration/draft'
import { addPhoto, removePhoto, type LocalDraft } from '@/offline'
import { PhotoCapture, type CapturedPhoto } from '@/ui/photo-capture'
import type { UploadState } from '../useSyncState'
import { usePhotoBlobs } from '../usePhotoBlobs'
import { useRemotePreviews } from '../useRemotePreviews'
import { Section } from '@/features/shared/registration/Section'

export type PhotoSectionProps = {
  draft: LocalDraft
  disabled: boolean
  error?: string
  /** The photo being uploaded now, if any of this draft. */
  upload: UploadState | null
  /** The editor's hold on its save status (useDraftEditor): 保存中 until the photos are on the device. */
  hold: () => () => void
}

/** 照片: taken or chosen on the spot, stored on the device (downscaled) until the outbox sends them. */
export function PhotoSection({ draft, disabled, error, upload, hold }: PhotoSectionProps) {
  const { t } = useLingui()
  const blobs = usePhotoBlobs(draft.photos.map((photo) => photo.id))
  // Sent: the device released the bytes; the server has them.
  const released = draft.photos.flatMap((photo) =>
    photo.fileId && blobs.get(photo.id) === null ? [photo.fileId] : [],
  )
  const previews = useRemotePreviews(released)

  const handleAdd = async (photos: CapturedPhoto[]) => {
    const release = hold()
    try {
      for (const photo of photos) await addPhoto(draft.id, photo.blob, photo.name)
    } catch {
      notifications.show({ color: 'red', message: t`照片未能保存到本设备，请检查存储空间` })
    } finally {
      release()
    }
  }
  const items = draft.photos.map((photo) => ({
    id: photo.id,
    name: photo.name,
    blob: blobs.get(photo.id) ?? (photo.fileId ? previews.get(photo.fileId) : undefined) ?? null,
    progress: upload?.photoId === photo.id ? upload.fraction : null,
    uploaded: photo.fileId !== null,
  }))
  const count = items.length
  return (
    <Section id="photos" title={t`照片（${count}）`}>
      <PhotoCapture
        items={items}
        onAdd={handleAdd}
        onRemove={(id) => void removePhoto(draft.id, id)}
        max={REGISTRATION_LIMITS.photos}
        disabled={disabled}
        error={error}
      />
    </Section>
  )
}
