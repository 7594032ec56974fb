import { useState, type ReactNode } from 'react'
import { Alert, Group, SimpleGrid, Stack, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { requestLineRemoval, type TracePlan, type TracePlanLine } from '@/api/standards/plans'
import { PLAN_STATUS } from '@/domain/standards/plan'
import { formatLabTime } from '@/ui/format/labTime'
import { useDictLabel } from '@/ui/reference/referenceData'
import { AuditTrail } from '@/ui/workflow/AuditTrail'
import { ReasonDialog } from '@/ui/workflow/ReasonDialog'
import { Fact } from '@/ui/layout/Fact'
import { PLAN_STEP_LABELS } from './labels'
import { PlanLinesTable } from './PlanLinesTable'
import { PlanSteps } from './PlanSteps'
import { usePlanStep } from './usePlanStep'

export type PlanViewProps = {
  plan: TracePlan
  onEdit: () => void
  onChanged: () => Promise<void>
}

/** 查看: the plan as saved, its devices and where each stands, the steps the caller may take, and its trail. */
export function PlanView({ plan, onEdit, onChanged }: PlanViewProps) {
  const { t, i18n } = useLingui()
  const statusLabel = useDictLabel('PLAN_STATUS')
  const step = usePlanStep(onChanged)
  const [removing, setRemoving] = useState<TracePlanLine | null>(null)
  const stepLabel = (action: string) =>
    action in PLAN_STEP_LABELS ? i18n._(PLAN_STEP_LABELS[action as keyof typeof PLAN_STEP_LABELS]) : action

  const fact = (label: string, value: ReactNode, name: string) => (
    <Fact label={label} value={value} data-plan-fact={name} />
  )
  const sentBack = plan.status === PLAN_STATUS.auditFailed || plan.status === PLAN_STATUS.auditSplit

  return (
    <Stack gap="md" data-plan-view>
      {sentBack && plan.auditRemark && (
        <Alert color="orange" data-plan-returned>
          {plan.status === PLAN_STATUS.auditSplit
            ? t`审核时拆分退回（原计划 ${plan.splitFrom?.code ?? ''}）：${plan.auditRemark}`
            : t`审核不通过：${plan.auditRemark}`}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="xs">
        {fact(t`计划编号`, plan.code, 'code')}
        {fact(t`计划名称`, plan.name, 'name')}
        {fact(t`状态`, statusLabel(plan.status), 'status')}
        {fact(t`计划期间`, `${plan.periodStart} ~ ${plan.periodEnd}`, 'period')}
        {fact(t`编制人`, plan.authorName, 'author')}
        {fact(t`审核人`, plan.auditorName, 'auditor')}
        {fact(t`审核时间`, plan.auditedAt ? formatLabTime(plan.auditedAt, i18n.locale) : null, 'auditedAt')}
        {fact(t`审核意见`, plan.auditRemark, 'auditRemark')}
        {plan.splitFrom && fact(t`拆分自`, plan.splitFrom.code, 'splitFrom')}
        {plan.splits.length > 0 &&
          fact(t`拆分出的计划`, plan.splits.map((split) => split.code).join('、'), 'splits')}
        {fact(t`创建时间`, formatLabTime(plan.createTime, i18n.locale), 'created')}
        {fact(t`备注`, plan.remark, 'remark')}
      </SimpleGrid>
      <Title order={4} fz="md">
        {t`计划标准器（${plan.lines.length}）`}
      </Title>
      <PlanLinesTable
        lines={plan.lines}
        onRequestRemoval={plan.actions.includes('requestRemoval') ? setRemoving : null}
      />
      <Group justify="flex-end" gap="xs">
        <PlanSteps plan={plan} step={step} onEdit={onEdit} />
      </Group>
      <AuditTrail rows={plan.audit} pending={false} labelOf={stepLabel} />
      {removing && (
        <ReasonDialog
          title={t`申请移除：${removing.deviceName}`}
          reasonLabel={t`移除原因`}
          confirmLabel={t`提交申请`}
          danger
          loading={step.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={(reason) =>
            step.mutate(() => requestLineRemoval(plan.id, removing.id, reason), {
              onSuccess: () => setRemoving(null),
            })
          }
        />
      )}
    </Stack>
  )
}
