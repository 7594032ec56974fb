import { useEffect, useRef, useState } from 'react'
import { Button, Group, Input, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { uploadFile } from '@/api/files'
import { fetchFilePreview } from '@/api/registration'
import { Thumbnail } from '@/ui/photo-capture'

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

export type ImageUploadFieldProps = {
  label: string
  description?: string
  required?: boolean
  error?: string
  /** The file id, or empty. */
  value: string
  onChange: (fileId: string) => void
  onBlur?: () => void
  name: string
}

/**
 * A picture of a record (a field with widget 'image'): chosen from the device (or its camera), uploaded at once
 * through the file API (content-checked there) and kept as the file's id; shown as a thumbnail, removable.
 */
export function ImageUploadField({
  label,
  description,
  required,
  error,
  value,
  onChange,
  onBlur,
  name,
}: ImageUploadFieldProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const blob = useFileImage(value || null)

  const upload = async (file: File) => {
    setUploading(true)
    try {
      onChange((await uploadFile(file, 'image')).id)
    } catch {
      // The request layer has shown the server's message (not an image, too large …).
    } finally {
      setUploading(false)
      onBlur?.()
    }
  }

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error}
      data-field={name}
    >
      <Stack gap={6} mt={4}>
        {value && (
          <span style={{ display: 'block', width: 120, height: 120, lineHeight: 0 }} data-image-preview>
            {blob && <Thumbnail blob={blob} alt={label} />}
          </span>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" loading={uploading} onClick={() => input.current?.click()}>
            {value ? t`更换图片` : t`上传图片`}
          </Button>
          {value && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange('')}>
              {t`移除图片`}
            </Button>
          )}
        </Group>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED}
          hidden
          aria-label={label}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            event.currentTarget.value = ''
            if (file) void upload(file)
          }}
        />
      </Stack>
    </Input.Wrapper>
  )
}
