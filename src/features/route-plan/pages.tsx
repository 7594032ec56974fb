import { routePlans, vehicles } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { PlanNodesSection } from './PlanNodesSection'

/** 车辆管理: the lab's vehicles (a plate once per lab). */
export function VehiclesPage() {
  return <ResourcePage resource={vehicles} />
}

/** 路线计划: the plans; 查看 shows (and edits) each one's ordered nodes. */
export function RoutePlansPage() {
  return <ResourcePage resource={routePlans} detailExtras={(row) => <PlanNodesSection planId={row.id} />} />
}
