import { useRef, useState } from 'react'
import { Button, Group, Input, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { uploadFile } from '@/api/files'
import { FileLink } from '@/ui/files/FileLink'

/** Documents people scan or export: PDF first, pictures of a paper certificate too. */
const ACCEPTED = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.ofd,.doc,.docx,.xls,.xlsx'

export type FileUploadFieldProps = {
  label: string
  description?: string
  required?: boolean
  error?: string
  /** The file id, or empty. */
  value: string
  /** The new file id ('' when removed) and, after an upload, the file's name. */
  onChange: (fileId: string, fileName?: string) => void
  onBlur?: () => void
  name: string
}

/**
 * A document of a record (a field with widget 'file', a certificate's scan): chosen from the device, uploaded
 * at once through the file API and kept as the file's id; shown as a link that opens it, replaceable.
 */
export function FileUploadField({
  label,
  description,
  required,
  error,
  value,
  onChange,
  onBlur,
  name,
}: FileUploadFieldProps) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  // The name of the file just uploaded, so the link need not ask for it.
  const [uploaded, setUploaded] = useState<{ id: string; name: string } | null>(null)

  const upload = async (file: File) => {
    setUploading(true)
    try {
      const stored = await uploadFile(file, 'any')
      setUploaded({ id: stored.id, name: stored.originalName || file.name })
      onChange(stored.id, stored.originalName || file.name)
    } catch {
      // The request layer has shown the server's message (too large …).
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
        {value && <FileLink fileId={value} name={uploaded?.id === value ? uploaded.name : null} />}
        <Group gap="xs">
          <Button size="xs" variant="light" loading={uploading} onClick={() => input.current?.click()}>
            {value ? t`更换文件` : t`上传文件`}
          </Button>
          {value && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onChange('')}>
              {t`移除文件`}
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
