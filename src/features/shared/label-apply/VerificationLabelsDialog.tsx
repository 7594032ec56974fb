import { useLingui } from '@lingui/react/macro'
import { fetchVerificationLabels } from '@/api/labelApply'
import { LabelSheetDialog } from '@/ui/print/LabelSheetDialog'

/** The verification labels (检定合格标签) of issued applications, to print in the browser or on a label printer. */
export function VerificationLabelsDialog({
  ids,
  count,
  onClose,
}: {
  ids: readonly string[]
  count: number
  onClose: () => void
}) {
  const { t } = useLingui()
  return (
    <LabelSheetDialog
      title={t`打印检定合格标签`}
      cacheKey={['verification', ...ids]}
      fetchLabels={(format) => fetchVerificationLabels(ids, format)}
      count={count}
      onClose={onClose}
    />
  )
}
