import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { closeReview } from '@/api/standards/containment'
import type { ReviewOutcome } from '@/api/standards/types'
import { certificateReviews } from '@/domain/resources'
import { ReasonDialog } from '@/ui/workflow/ReasonDialog'
import { useStandardsRefresh } from './useStandardsRefresh'

export type CloseReviewDialogProps = {
  review: { id: string; certificateNo: string; outcome: ReviewOutcome }
  onClose: () => void
}

/** 确认有效 / 撤销 of a certificate under review, with the reason the record (and the customer) keeps. */
export function CloseReviewDialog({ review, onClose }: CloseReviewDialogProps) {
  const { t } = useLingui()
  const refresh = useStandardsRefresh()
  const close = useMutation({
    mutationFn: (reason: string) => closeReview(review.id, review.outcome, reason),
    onSuccess: async () => {
      notifications.show({
        color: 'green',
        message: review.outcome === 'revoked' ? t`证书已撤销` : t`已确认证书有效`,
      })
      await refresh(certificateReviews)
      onClose()
    },
  })
  const revoking = review.outcome === 'revoked'
  return (
    <ReasonDialog
      title={revoking ? t`撤销证书 · ${review.certificateNo}` : t`确认有效 · ${review.certificateNo}`}
      reasonLabel={revoking ? t`撤销原因` : t`确认依据`}
      confirmLabel={revoking ? t`撤销` : t`确认有效`}
      danger={revoking}
      loading={close.isPending}
      onCancel={onClose}
      onConfirm={(reason) => close.mutate(reason)}
    />
  )
}
