import { Button, Group, Paper, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { DueBadge } from './DueBadge'
import { Fact, FactList } from './Fact'
import { daysBetween, isDue, type DueState } from './dueState'
import classes from './portal.module.css'
import { shown, textOf } from './record'

export type InstrumentCardProps = {
  instrument: ResourceRecord
  state: DueState
  /** Today on the lab's calendar (yyyy-MM-dd). */
  today: string
  /** Booking needs a connection and her booking defaults. */
  canBook: boolean
  onBook: () => void
}

/** One of her instruments: what it is, when it was last verified and when it is due; a due one can be booked. */
export function InstrumentCard({ instrument, state, today, canBook, onBook }: InstrumentCardProps) {
  const { t } = useLingui()
  const next = textOf(instrument, 'nextDueDate')
  const days = next ? daysBetween(today, next) : 0
  const late = -days
  const edge = state === 'overdue' ? classes.overdue : state === 'soon' ? classes.soon : ''
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={`${classes.card} ${edge}`}
      data-instrument={instrument.id}
      data-due-state={state}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} className={classes.wrap} data-name>
          {shown(instrument, 'name')}
        </Text>
        <DueBadge state={state} />
      </Group>
      <FactList>
        <Fact label={t`型号规格`}>{shown(instrument, 'model')}</Fact>
        <Fact label={t`出厂编号`}>{shown(instrument, 'factoryNumber')}</Fact>
        <Fact label={t`上次检定日期`}>{shown(instrument, 'lastDueDate')}</Fact>
        <Fact label={t`下次检定日期`}>
          <Text span size="sm" fw={isDue(state) ? 700 : undefined} c={dueColor(state)}>
            {next || '—'}
          </Text>
          {state === 'overdue' && (
            <Text span size="sm" c="red">
              {plural(late, { one: '（超期 # 天）', other: '（超期 # 天）' })}
            </Text>
          )}
          {state === 'soon' && (
            <Text span size="sm" c="orange.8">
              {days === 0 ? t`（今天到期）` : plural(days, { one: '（还有 # 天）', other: '（还有 # 天）' })}
            </Text>
          )}
        </Fact>
      </FactList>
      {isDue(state) && (
        <div className={classes.actions}>
          <Button size="md" onClick={onBook} disabled={!canBook}>
            {t`预约取件`}
          </Button>
        </div>
      )}
    </Paper>
  )
}

const dueColor = (state: DueState) =>
  state === 'overdue' ? 'red' : state === 'soon' ? 'orange.8' : undefined
