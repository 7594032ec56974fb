import { useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { proposeTracePlan, type TracePlan } from '@/api/standards/plans'
import { labDay } from '@/domain/labClock'
import { DateField } from '@/ui/dates/DateField'
import { errorMessage } from '@/ui/errors/errorMessage'

/** The first day of the next month and the last of the quarter it starts, as a plan's usual period. */
function nextQuarter(today: string): { start: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const start = new Date(Date.UTC(year, month, 1))
  const end = new Date(Date.UTC(year, month + 3, 0))
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) }
}

export type ProposeFormProps = {
  onCancel: () => void
  /** The draft made: the editor goes on with its lines. */
  onProposed: (plan: TracePlan) => Promise<void>
}

/**
 * 新建计划: a title and a period; the server fills the draft with every device falling due by the period's end
 * that no other open plan holds, each planned 15 days before it falls due.
 */
export function ProposeForm({ onCancel, onProposed }: ProposeFormProps) {
  const { t, i18n } = useLingui()
  const period = nextQuarter(labDay(new Date()))
  const [name, setName] = useState(t`${period.start} 至 ${period.end} 溯源计划`)
  const [periodStart, setStart] = useState(period.start)
  const [periodEnd, setEnd] = useState(period.end)
  const [remark, setRemark] = useState('')
  const [tried, setTried] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)

  const propose = useMutation({
    mutationFn: () =>
      proposeTracePlan({ name: name.trim(), periodStart, periodEnd, remark: remark.trim() || null }),
    onSuccess: onProposed,
    onError: (error) => setRefusal(errorMessage(error, i18n)),
  })
  const nameMissing = tried && !name.trim()
  const periodWrong = tried && (!periodStart || !periodEnd || periodEnd < periodStart)

  return (
    <form
      noValidate
      data-plan-propose
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        setRefusal(null)
        if (name.trim() && periodStart && periodEnd && periodEnd >= periodStart) propose.mutate()
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`将自动加入在计划结束日期前到期、且不在其他未完成计划中的标准器（报废的除外），计划溯源日期为到期前15天。`}
        </Text>
        <TextInput
          label={t`计划名称`}
          required
          maxLength={200}
          data-autofocus
          value={name}
          error={nameMissing ? t`请输入计划名称` : undefined}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField label={t`计划开始`} required value={periodStart} onChange={setStart} />
          <DateField
            label={t`计划结束`}
            required
            value={periodEnd}
            error={periodWrong ? t`计划结束日期不能早于开始日期` : undefined}
            onChange={setEnd}
          />
        </SimpleGrid>
        <Textarea
          label={t`备注`}
          maxLength={500}
          autosize
          minRows={2}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t`取消`}
          </Button>
          <Button type="submit" loading={propose.isPending}>
            {t`生成计划`}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
