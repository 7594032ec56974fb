import { useState } from 'react'
import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { cancelTracePlan, completeTracePlan, sendTracePlan, type TracePlan } from '@/api/standards/plans'
import { PLAN_STATUS, PLAN_VERDICTS } from '@/domain/standards/plan'
import { ReasonDialog } from '@/ui/workflow/ReasonDialog'
import { AuditDialog } from './AuditDialog'
import { RemovalAuditDialog } from './RemovalAuditDialog'
import type { usePlanStep } from './usePlanStep'

type Asking = 'audit' | 'removal' | 'cancel' | null

export type PlanStepsProps = {
  plan: TracePlan
  step: ReturnType<typeof usePlanStep>
  /** 编辑: the author's form, in place of the view. */
  onEdit: () => void
}

/**
 * The steps the caller may take on the plan, as the server lists them: 编辑, 提交审核, 审核 (通过, 不通过,
 * 拆分), 审核移除, 取消 (with a reason) and 完成. 申请移除 is on each line of the view.
 */
export function PlanSteps({ plan, step, onEdit }: PlanStepsProps) {
  const { t } = useLingui()
  const [asking, setAsking] = useState<Asking>(null)
  const has = (action: TracePlan['actions'][number]) => plan.actions.includes(action)
  const verdicts = PLAN_VERDICTS.filter((verdict) => has(verdict))
  const busy = step.isPending
  const close = () => setAsking(null)
  return (
    <>
      {has('edit') && (
        <Button variant="default" onClick={onEdit} disabled={busy} data-plan-step="edit">
          {t`编辑`}
        </Button>
      )}
      {has('send') && (
        <Button
          onClick={() => step.mutate(() => sendTracePlan(plan.id))}
          loading={busy}
          data-plan-step="send"
        >
          {t`提交审核`}
        </Button>
      )}
      {verdicts.length > 0 && (
        <Button onClick={() => setAsking('audit')} disabled={busy} data-plan-step="audit">
          {t`审核`}
        </Button>
      )}
      {has('approveRemoval') && (
        <Button onClick={() => setAsking('removal')} disabled={busy} data-plan-step="audit-removal">
          {t`审核移除`}
        </Button>
      )}
      {has('complete') && (
        <Button
          color="green"
          onClick={() => step.mutate(() => completeTracePlan(plan.id))}
          loading={busy}
          data-plan-step="complete"
        >
          {t`完成`}
        </Button>
      )}
      {has('cancel') && (
        <Button
          color="red"
          variant="light"
          onClick={() => setAsking('cancel')}
          disabled={busy}
          data-plan-step="cancel"
        >
          {t`取消计划`}
        </Button>
      )}
      {asking === 'audit' && <AuditDialog plan={plan} verdicts={verdicts} step={step} onClose={close} />}
      {asking === 'removal' && <RemovalAuditDialog plan={plan} step={step} onClose={close} />}
      {asking === 'cancel' && (
        <ReasonDialog
          title={plan.status === PLAN_STATUS.inProgress ? t`终止进行中的计划` : t`取消计划`}
          reasonLabel={t`取消原因`}
          confirmLabel={t`确认取消`}
          danger
          loading={busy}
          onCancel={close}
          onConfirm={(reason) => step.mutate(() => cancelTracePlan(plan.id, reason), { onSuccess: close })}
        />
      )}
    </>
  )
}
