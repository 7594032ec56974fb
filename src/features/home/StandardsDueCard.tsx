import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import { usePermission } from '@/ui/reference/referenceData'
import { BucketCountCard } from './BucketCountCard'

/** The due list's page (the standards area's 到期提醒). */
const DUE_PATH = '/standards/due'

/** 标准器到期 on the home of those who watch the standards: how many are past due or fall due soon. */
export function StandardsDueCard() {
  const mayView = usePermission('standard_due_view')
  return mayView ? <DueCounts /> : null
}

function DueCounts() {
  const { t } = useLingui()
  const due = useQuery(standardsQueries.dueCounts())
  const counts = due.data?.counts
  // Background work: a failure (or a server without the route) leaves the home without the card.
  if (!counts) return null
  return (
    <BucketCountCard
      title={t`标准器到期`}
      href={DUE_PATH}
      unit={t`台`}
      buckets={[
        { key: 'overdue', label: t`已过期`, count: counts.overdue, alert: 'red' },
        { key: 'd30', label: t`30天内`, count: counts.d30, alert: 'orange' },
        { key: 'd60', label: t`60天内`, count: counts.d60 },
        { key: 'd90', label: t`90天内`, count: counts.d90 },
      ]}
      data-standards-due-card
    />
  )
}
