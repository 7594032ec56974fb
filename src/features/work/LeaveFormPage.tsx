import type { FormEvent } from 'react'
import { Alert, Button, Card, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useDict } from '@/app/startup/useDict'
import { errorMessage } from '@/ui/errors/errorMessage'
import { useFields } from '@/ui/forms/useFields'
import { DateTimeField } from '@/ui/dates/DateTimeField'
import { dayOf, fromDateTimeLocal, toDateTimeLocal } from '@/ui/dates/days'
import { startLeave } from '@/features/shared/work/api'
import { formatDays } from '@/features/shared/work/format'
import { leaveDays, toLabTime } from './leaveDays'
import { workQueries } from '@/features/shared/work/queries'

type LeaveValues = { leaveType: string; startTime: string; endTime: string; reason: string }

export type LeaveFormPageProps = { processDefinitionId: string }

/** /work/process/leave/form/{processDefinitionId}: ask for leave; it then waits for an approver. */
export function LeaveFormPage({ processDefinitionId }: LeaveFormPageProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const leaveTypes = useDict('leave_type')
  const definition = useQuery(workQueries.definition('leave'))
  const form = useFields<LeaveValues>(
    { leaveType: '', startTime: '', endTime: '', reason: '' },
    (values) => ({
      leaveType: values.leaveType ? undefined : t`请选择请假类型`,
      startTime: values.startTime ? undefined : t`请选择开始时间`,
      endTime: !values.endTime
        ? t`请选择结束时间`
        : values.startTime && leaveDays(values.startTime, values.endTime) === null
          ? t`结束时间必须晚于开始时间`
          : undefined,
      reason: values.reason.trim() ? undefined : t`请填写请假事由`,
    }),
  )
  const submit = useMutation({
    mutationFn: startLeave,
    onSuccess: async (started) => {
      await queryClient.invalidateQueries({ queryKey: workQueries.lists() })
      await navigate({
        to: '/work/process/leave/detail/$processInstanceId/$businessId',
        params: { processInstanceId: started.processInstanceId, businessId: started.businessId },
      })
    },
  })
  const { values, errors, handleChange } = form
  const days = leaveDays(values.startTime, values.endTime)
  const approver = definition.data?.approverRoleName ?? definition.data?.approverRole

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check()) return
    submit.mutate({
      processDefinitionId,
      leaveType: values.leaveType,
      startTime: toLabTime(values.startTime),
      endTime: toLabTime(values.endTime),
      reason: values.reason.trim(),
    })
  }

  return (
    <Card withBorder radius="md" padding="lg" maw={820} mx="auto">
      <Title order={2} fz="lg">
        {t`请假申请`}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {approver ? t`提交后由 ${approver} 审批。` : t`提交后等待审批。`}
      </Text>
      <form onSubmit={handleSubmit} noValidate aria-label={t`请假申请`}>
        <Stack gap="md">
          {submit.isError && (
            <Alert color="red" variant="light" role="alert" title={t`提交失败`}>
              {errorMessage(submit.error, i18n)}
            </Alert>
          )}
          <Select
            name="leaveType"
            label={t`请假类型`}
            placeholder={t`请选择`}
            data={leaveTypes.map((option) => ({ value: option.key, label: option.label }))}
            withAsterisk
            value={values.leaveType || null}
            onChange={(value) => form.setValue('leaveType', value ?? '')}
            error={errors.leaveType}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateTimeField
              name="startTime"
              label={t`开始时间`}
              placeholder={t`请选择时间`}
              withAsterisk
              value={fromDateTimeLocal(values.startTime)}
              onChange={(next) => form.setValue('startTime', toDateTimeLocal(next))}
              error={errors.startTime}
            />
            {/* Days before the start's are disabled; an earlier time on its day is the rule's to refuse. */}
            <DateTimeField
              name="endTime"
              label={t`结束时间`}
              placeholder={t`请选择时间`}
              withAsterisk
              minDate={dayOf(values.startTime) || undefined}
              value={fromDateTimeLocal(values.endTime)}
              onChange={(next) => form.setValue('endTime', toDateTimeLocal(next))}
              error={errors.endTime}
            />
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            {t`请假天数`}：<b>{days === null ? '—' : formatDays(days)}</b>
            <Text span size="xs" c="dimmed" ml="xs">
              {t`按半天计算：12:00 前为上午，12:00 起为下午`}
            </Text>
          </Text>
          <Textarea
            name="reason"
            label={t`请假事由`}
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            value={values.reason}
            onChange={handleChange('reason')}
            error={errors.reason}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submit.isPending}>
              {t`提交申请`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  )
}
