import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { FileLink } from '@/ui/files/FileLink'
import { UploadField, type UploadFieldBaseProps } from './UploadField'

/** Documents people scan or export: PDF first, pictures of a paper certificate too. */
const ACCEPTED = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.ofd,.doc,.docx,.xls,.xlsx'

export type FileUploadFieldProps = UploadFieldBaseProps & {
  /** The new file id ('' when removed) and, after an upload, the file's name. */
  onChange: (fileId: string, fileName?: string) => void
}

/**
 * A document of a record (a field with widget 'file', a certificate's scan): chosen from the device, uploaded
 * at once through the file API and kept as the file's id; shown as a link that opens it, replaceable.
 */
export function FileUploadField({ value, onChange, ...field }: FileUploadFieldProps) {
  const { t } = useLingui()
  // The name of the file just uploaded, so the link need not ask for it.
  const [uploaded, setUploaded] = useState<{ id: string; name: string } | null>(null)
  return (
    <UploadField
      {...field}
      value={value}
      accept={ACCEPTED}
      kind="any"
      preview={<FileLink fileId={value} name={uploaded?.id === value ? uploaded.name : null} />}
      texts={{ upload: t`上传文件`, replace: t`更换文件`, remove: t`移除文件` }}
      onUploaded={(stored, file) => {
        setUploaded({ id: stored.id, name: stored.originalName || file.name })
        onChange(stored.id, stored.originalName || file.name)
      }}
      onRemove={() => onChange('')}
    />
  )
}
