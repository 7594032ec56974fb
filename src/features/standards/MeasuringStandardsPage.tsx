import { useLingui } from '@lingui/react/macro'
import { measuringStandards } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { StandardDevicesSection } from './StandardDevicesSection'

/** 计量标准: the lab's measurement standards; 查看 shows (and edits) the standard devices each is made of. */
export function MeasuringStandardsPage() {
  const { t } = useLingui()
  return (
    <ResourcePage
      resource={measuringStandards}
      historyLabels={{ devices: t`组成标准器` }}
      detailExtras={(row) => <StandardDevicesSection standardId={row.id} />}
    />
  )
}
