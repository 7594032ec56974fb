import { useLingui } from '@lingui/react/macro'
import { fetchSampleLabel } from '@/api/labWork'
import { LabelSheetDialog } from '@/ui/print/LabelSheetDialog'

/** The labels of received samples, printed in the browser or sent to a label printer in one job. */
export function LabelPrintDialog({ sampleIds, onClose }: { sampleIds: string[]; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <LabelSheetDialog
      title={t`打印样品标签`}
      cacheKey={['lab-work', 'labels', ...sampleIds]}
      fetchLabels={async (format) =>
        (await Promise.all(sampleIds.map((id) => fetchSampleLabel(id, format)))).join(
          format === 'zpl' ? '\n' : '',
        )
      }
      count={sampleIds.length}
      onClose={onClose}
    />
  )
}
