import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { fetchFilePreview } from '@/api/registration'
import { Thumbnail } from '@/ui/photo-capture'
import { UploadField, type UploadFieldBaseProps } from './UploadField'

/** Pictures a document prints: what PDF renderers read (JPEG, PNG). */
const ACCEPTED = 'image/jpeg,image/png'

/** The stored picture of a file id, loaded with the session's token (an <img src> could not send it). */
export function useFileImage(fileId: string | null): Blob | null {
  const [loaded, setLoaded] = useState<{ id: string; blob: Blob } | null>(null)
  useEffect(() => {
    if (!fileId) return
    let live = true
    fetchFilePreview(fileId)
      .then((blob) => {
        if (live) setLoaded({ id: fileId, blob })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [fileId])
  return loaded && loaded.id === fileId ? loaded.blob : null
}

/** A small thumbnail of a stored picture (a list cell); nothing while it loads or without one. */
export function FileThumbnail({
  fileId,
  alt,
  size = 32,
}: {
  fileId: string | null
  alt: string
  size?: number
}) {
  const blob = useFileImage(fileId)
  if (!fileId) return null
  return (
    <span
      style={{ display: 'inline-block', width: size, height: size, lineHeight: 0 }}
      data-thumbnail={fileId}
    >
      {blob && <Thumbnail blob={blob} alt={alt} />}
    </span>
  )
}

export type ImageUploadFieldProps = UploadFieldBaseProps & {
  onChange: (fileId: string) => void
}

/**
 * A picture of a record (a field with widget 'image'): chosen from the device (or its camera), uploaded at once
 * through the file API (content-checked there) and kept as the file's id; shown as a thumbnail, removable.
 */
export function ImageUploadField({ value, onChange, ...field }: ImageUploadFieldProps) {
  const { t } = useLingui()
  const blob = useFileImage(value || null)
  return (
    <UploadField
      {...field}
      value={value}
      accept={ACCEPTED}
      kind="image"
      preview={
        <span style={{ display: 'block', width: 120, height: 120, lineHeight: 0 }} data-image-preview>
          {blob && <Thumbnail blob={blob} alt={field.label} />}
        </span>
      }
      texts={{ upload: t`上传图片`, replace: t`更换图片`, remove: t`移除图片` }}
      onUploaded={(stored) => onChange(stored.id)}
      onRemove={() => onChange('')}
    />
  )
}
