import { useLingui } from '@lingui/react/macro'
import { tracePlans } from '@/domain/resources'
import { PLAN_EDITABLE } from '@/domain/standards/plan'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { PlanEditor } from './plans/PlanEditor'

/**
 * 溯源计划: the plans' list is the generic page of their declaration; a plan is proposed for a period, edited
 * with its devices, audited, carried out and completed in its own dialog (src/domain/standards/plan.ts).
 * Only a plan its author may still change offers 编辑 and 删除 in its row (the server refuses anyone else).
 */
export function TracePlansPage() {
  const { t } = useLingui()
  return (
    <ResourcePage
      resource={tracePlans}
      addLabel={t`新建计划`}
      rowEditable={(row) => (PLAN_EDITABLE as readonly number[]).includes(Number(row.status))}
      editor={(props) => <PlanEditor {...props} />}
    />
  )
}
