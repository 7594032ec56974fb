import { useState } from 'react'
import { Modal, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { uploadFileVersion } from '@/api/standards/standardFiles'
import { labDayOf } from '@/domain/labClock'
import { standardFiles } from '@/domain/resources'
import { DateField } from '@/ui/dates/DateField'
import { DialogForm } from '@/ui/forms/DialogForm'
import { FileUploadField } from '@/ui/resource/FileUploadField'
import { orNull } from './deviceMarks'
import { useStandardsRefresh } from './useStandardsRefresh'

export type UploadVersionDialogProps = {
  file: { id: string; name: string }
  onClose: () => void
}

/**
 * 上传新版本 of a standard document: the file goes up through the file API first, then becomes the document's
 * next version from its effective date. Mounted afresh for each document.
 */
export function UploadVersionDialog({ file, onClose }: UploadVersionDialogProps) {
  const { t } = useLingui()
  const refresh = useStandardsRefresh()
  const [upload, setUpload] = useState<{ fileId: string; fileName: string } | null>(null)
  const [effectiveDate, setEffectiveDate] = useState(() => labDayOf(Date.now()))
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<{ file?: string; effectiveDate?: string }>({})

  const save = useMutation({
    mutationFn: uploadFileVersion,
    onSuccess: async (version) => {
      notifications.show({ color: 'green', message: t`已上传第 ${version.version} 版` })
      await refresh(standardFiles)
      onClose()
    },
  })

  const handleSubmit = () => {
    const found = {
      ...(upload ? {} : { file: t`请上传文件` }),
      ...(effectiveDate ? {} : { effectiveDate: t`请选择生效日期` }),
    }
    setErrors(found)
    if (!upload || Object.keys(found).length > 0) return
    save.mutate({ id: file.id, ...upload, effectiveDate, note: orNull(note) })
  }

  return (
    <Modal opened onClose={onClose} title={t`上传新版本 · ${file.name}`} centered size="md">
      <DialogForm
        onSubmit={handleSubmit}
        onCancel={onClose}
        submitLabel={t`上传`}
        pending={save.isPending}
        stacked
      >
        <FileUploadField
          label={t`文件`}
          name="versionFile"
          required
          error={errors.file}
          value={upload?.fileId ?? ''}
          onChange={(fileId, fileName) => {
            setUpload(fileId ? { fileId, fileName: fileName ?? upload?.fileName ?? '' } : null)
            setErrors((shown) => ({ ...shown, file: undefined }))
          }}
        />
        <DateField
          label={t`生效日期`}
          required
          value={effectiveDate}
          error={errors.effectiveDate}
          onChange={setEffectiveDate}
        />
        <Textarea
          label={t`修订说明`}
          autosize
          minRows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </DialogForm>
    </Modal>
  )
}
