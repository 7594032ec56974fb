import { useState } from 'react'
import { Modal, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { staffQueries } from '@/api/staff'
import { staffAuthorisationQueries } from '@/api/staffAuthorisations'
import { staffCertificates } from '@/domain/resources'
import { DialogForm } from '@/ui/forms/DialogForm'
import { recordHistoryQueries } from '@/ui/resource/RecordHistory'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { stepCertificate, type CertificateStep } from './certificateApi'

/** The longest reason the server keeps (staff_certificate.withdraw_reason). */
const REASON_MAX = 500

export type CertificateStepDialogProps = {
  certificate: ResourceRecord
  step: CertificateStep
  onClose: () => void
}

/**
 * 撤回 or 恢复 of a staff certificate, asking why: the authorisations resting on it stop holding (or hold
 * again) at once, so what shows them is read again. Mounted afresh for each certificate, so nothing typed for
 * one carries over.
 */
export function CertificateStepDialog({ certificate, step, onClose }: CertificateStepDialogProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const withdrawing = step === 'withdraw'
  const name = `${String(certificate.kind ?? '')} ${String(certificate.certificateNo ?? '')}`.trim()

  const change = useMutation({
    mutationFn: (body: { id: string; reason: string }) => stepCertificate(step, body),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        message: withdrawing ? t`证书已撤回` : t`证书已恢复`,
      })
      onClose()
      await Promise.all(
        [
          resourceListKey(staffCertificates.code),
          recordHistoryQueries.all(),
          staffQueries.all(),
          staffAuthorisationQueries.statuses().queryKey,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      )
    },
  })

  const handleSubmit = () => {
    const trimmed = reason.trim()
    if (trimmed === '') {
      setError(withdrawing ? t`请填写撤回原因` : t`请填写恢复原因`)
      return
    }
    change.mutate({ id: certificate.id, reason: trimmed })
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={withdrawing ? t`撤回证书 · ${name}` : t`恢复证书 · ${name}`}
      centered
      size="md"
    >
      <DialogForm
        onSubmit={handleSubmit}
        onCancel={onClose}
        submitLabel={withdrawing ? t`撤回` : t`恢复`}
        pending={change.isPending}
        stacked
        data-certificate-step={step}
      >
        <Text size="sm">
          {withdrawing
            ? t`撤回后，依据该证书的授权即时失效，直至证书恢复。`
            : t`恢复后，依据该证书的授权重新有效（授权本身及其他依据仍须有效）。`}
        </Text>
        <Textarea
          label={withdrawing ? t`撤回原因` : t`恢复原因`}
          required
          autosize
          minRows={3}
          maxLength={REASON_MAX}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value)
            setError(undefined)
          }}
        />
      </DialogForm>
    </Modal>
  )
}
