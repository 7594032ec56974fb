import { useRef, useState, type ReactNode } from 'react'
import { Button, Group, Input, Stack } from '@mantine/core'
import { uploadFile, type UploadedFile, type UploadKind } from '@/api/files'

/** The field's props a form passes to any upload field. */
export type UploadFieldBaseProps = {
  label: string
  description?: string
  required?: boolean
  error?: string
  /** The file id, or empty. */
  value: string
  onBlur?: () => void
  name: string
}

export type UploadFieldProps = UploadFieldBaseProps & {
  /** What the file chooser offers. */
  accept: string
  /** What the file API checks the upload against. */
  kind: UploadKind
  /** What stands for the stored file (a link, a thumbnail); shown while there is one. */
  preview: ReactNode
  texts: { upload: string; replace: string; remove: string }
  onUploaded: (stored: UploadedFile, file: File) => void
  onRemove: () => void
}

/**
 * A file of a record chosen from the device, uploaded at once through the file API and kept as its id: what
 * stands for it, a button to upload or replace it and one to remove it.
 */
export function UploadField({
  label,
  description,
  required,
  error,
  value,
  onBlur,
  name,
  accept,
  kind,
  preview,
  texts,
  onUploaded,
  onRemove,
}: UploadFieldProps) {
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)

  const upload = async (file: File) => {
    setUploading(true)
    try {
      onUploaded(await uploadFile(file, kind), file)
    } catch {
      // The request layer has shown the server's message (wrong type, too large …).
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
        {value && preview}
        <Group gap="xs">
          <Button size="xs" variant="light" loading={uploading} onClick={() => input.current?.click()}>
            {value ? texts.replace : texts.upload}
          </Button>
          {value && (
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              {texts.remove}
            </Button>
          )}
        </Group>
        <input
          ref={input}
          type="file"
          accept={accept}
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
