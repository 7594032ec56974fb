import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { staffCompetenceQueries } from '@/api/staffCompetence'
import { usePermission } from '@/ui/reference/referenceData'
import { BucketCountCard } from './BucketCountCard'

/** The staff area's list of what lapses (人员到期). */
const LAPSES_PATH = '/staff/lapses'

/** 人员资质到期 on the staff office's home: certificates and authorisations lapsed or lapsing soon. */
export function StaffLapsesCard() {
  const mayView = usePermission('staff_lapse_view')
  return mayView ? <LapseCounts /> : null
}

function LapseCounts() {
  const { t } = useLingui()
  const lapses = useQuery(staffCompetenceQueries.lapseCounts())
  const counts = lapses.data?.counts
  // Background work: a failure (or a server without the route) leaves the home without the card.
  if (!counts) return null
  return (
    <BucketCountCard
      title={t`人员资质到期`}
      href={LAPSES_PATH}
      unit={t`项`}
      buckets={[
        { key: 'lapsed', label: t`已失效`, count: counts.lapsed, alert: 'red' },
        { key: 'd30', label: t`30天内`, count: counts.d30, alert: 'orange' },
        { key: 'd60', label: t`60天内`, count: counts.d60 },
        { key: 'd90', label: t`90天内`, count: counts.d90 },
      ]}
      data-staff-lapses-card
    />
  )
}
