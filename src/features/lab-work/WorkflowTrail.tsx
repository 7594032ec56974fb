import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchAuditTrail } from '@/api/labWork'
import type { WorkResource } from '@/domain/workflow'
import { AuditTrail } from '@/ui/workflow/AuditTrail'
import { TRAIL_LABELS } from './actionLabels'

/** A work record's audit trail in its detail dialog. */
export function WorkflowTrail({ resource, id }: { resource: WorkResource; id: string }) {
  const { i18n } = useLingui()
  const trail = useQuery({
    queryKey: ['lab-work', 'trail', resource, id],
    queryFn: () => fetchAuditTrail(resource, id),
  })
  return (
    <AuditTrail
      rows={trail.data}
      pending={trail.isPending}
      labelOf={(action) => {
        const label = TRAIL_LABELS[resource][action]
        return label ? i18n._(label) : action
      }}
    />
  )
}
