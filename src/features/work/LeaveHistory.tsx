import { Card, Text, Timeline, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { HistoryStep } from '@/features/shared/work/api'
import { formatLabTime } from '@/features/shared/work/format'

export type LeaveHistoryProps = { history: readonly HistoryStep[] }

/** The request's history as a timeline: submitted, then each approval step with its outcome and comment. */
export function LeaveHistory({ history }: LeaveHistoryProps) {
  const { t } = useLingui()
  const reached = history.filter((step) => step.status !== 'todo').length - 1
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t`审批记录`}
      </Title>
      <Timeline active={reached} bulletSize={18} lineWidth={2} aria-label={t`审批记录`}>
        {history.map((step) => (
          <Timeline.Item key={step.id} title={<StepTitle step={step} />} color={stepColor(step)}>
            <StepBody step={step} />
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  )
}

function stepColor(step: HistoryStep): string {
  if (step.outcome === 'reject') return 'red'
  if (step.status === 'cancelled') return 'gray'
  return 'brand'
}

function StepTitle({ step }: { step: HistoryStep }) {
  const { t } = useLingui()
  if (step.kind === 'submitted') return <>{t`发起申请`}</>
  if (step.status === 'todo') return <>{t`待审批`}</>
  if (step.status === 'cancelled') return <>{t`已撤回`}</>
  return <>{step.outcome === 'reject' ? t`已驳回` : t`已同意`}</>
}

function StepBody({ step }: { step: HistoryStep }) {
  const { t, i18n } = useLingui()
  const who = step.userName ?? step.assigneeRoleName ?? step.assigneeRole ?? ''
  const role = step.assigneeRoleName ?? step.assigneeRole ?? ''
  return (
    <>
      <Text size="sm" c="dimmed">
        {step.kind === 'task' && step.status === 'todo' ? t`等待 ${role} 审批` : who}
        {step.time ? ` · ${formatLabTime(step.time, i18n.locale)}` : ''}
      </Text>
      {/* The submitted step's comment is the request's reason, shown above with the request. */}
      {step.kind === 'task' && step.comment && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {t`意见：`}
          {step.comment}
        </Text>
      )}
    </>
  )
}
