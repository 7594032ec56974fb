import { Badge, Button, Group, Paper, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { STATE_COLORS, STATE_LABELS } from '@/features/shared/label-apply'
import { formatLabTime } from '@/ui/format/labTime'
import { Fact, FactList } from './Fact'
import classes from './portal.module.css'
import { shown, textOf } from './record'

export type LabelApplicationCardProps = {
  application: ResourceRecord
  onOpen: () => void
}

/** One of her label applications: its number, state, labels, when sent, and why the lab refused it. */
export function LabelApplicationCard({ application, onOpen }: LabelApplicationCardProps) {
  const { t, i18n } = useLingui()
  const status = Number(textOf(application, 'status'))
  const state = STATE_LABELS[status]
  const reason = textOf(application, 'refuseReason')
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-label-application-card={application.id}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} className={classes.wrap}>
          {t`申领单号 ${textOf(application, 'applyNo')}`}
        </Text>
        <Badge color={STATE_COLORS[status] ?? 'gray'} data-label-apply-card-state="">
          {state ? i18n._(state) : String(status)}
        </Badge>
      </Group>
      <FactList>
        <Fact label={t`标签数`}>{shown(application, 'labelCount')}</Fact>
        <Fact label={t`提交时间`}>
          {formatLabTime(textOf(application, 'submittedAt') || null, i18n.locale) || '—'}
        </Fact>
        {reason && <Fact label={t`退回原因`}>{reason}</Fact>}
      </FactList>
      <Group justify="flex-end">
        <Button size="md" variant="light" onClick={onOpen}>
          {t`查看`}
        </Button>
      </Group>
    </Paper>
  )
}
