import { useState } from 'react'
import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { recordInterimCheck } from '@/api/standards/records'
import { labDayOf } from '@/domain/labClock'
import { interimChecks, standardDevices } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { DateField } from '@/ui/dates/DateField'
import { DictSelect } from '@/ui/forms/DictSelect'
import type { RecordCreatorProps } from '@/ui/resource/ResourcePage'
import { ContainmentNotice } from './ContainmentNotice'
import { DevicePicker } from './DevicePicker'
import { ProcedureSelect } from './ProcedureSelect'
import { checkInput, emptyCheckDraft, missingCheckInputs, type CheckDraft } from './recordDrafts'
import { useStandardsRefresh } from './useStandardsRefresh'

/** STANDARD_FILE_TYPE 期间核查规程. */
const INTERIM_CHECK_PROCEDURE = 4

/** 登记核查: an interim check of a standard device between its calibrations, and its verdict. */
export function RecordCheckDialog({ opened, onClose, onSaved }: RecordCreatorProps) {
  const { t } = useLingui()
  return (
    <AppDialog opened={opened} onClose={onClose} title={t`期间核查 · 登记核查`}>
      {opened && <CheckForm onClose={onClose} onSaved={onSaved} />}
    </AppDialog>
  )
}

function CheckForm({ onClose, onSaved }: Omit<RecordCreatorProps, 'opened'>) {
  const { t } = useLingui()
  const refresh = useStandardsRefresh()
  const [draft, setDraft] = useState<CheckDraft>(() => emptyCheckDraft(labDayOf(Date.now())))
  const [missing, setMissing] = useState<Set<keyof CheckDraft>>(new Set())
  const [containmentOpened, setContainmentOpened] = useState(false)

  const set = (name: keyof CheckDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }))
    setMissing((current) => {
      const next = new Set(current)
      next.delete(name)
      return next
    })
  }
  const errorOf = (name: keyof CheckDraft, message: string) => (missing.has(name) ? message : undefined)

  const record = useMutation({
    mutationFn: recordInterimCheck,
    onSuccess: async (answer) => {
      await refresh(interimChecks, standardDevices)
      if (answer.containmentId) {
        setContainmentOpened(true)
        return
      }
      notifications.show({ color: 'green', message: t`已登记` })
      await onSaved()
    },
  })

  const handleSubmit = () => {
    const found = new Set(missingCheckInputs(draft))
    setMissing(found)
    if (found.size === 0) record.mutate(checkInput(draft))
  }

  if (containmentOpened) {
    return (
      <Stack gap="md">
        <Text size="sm">{t`期间核查已登记。`}</Text>
        <ContainmentNotice onFollow={() => void onSaved()} />
        <Group justify="flex-end">
          <Button onClick={() => void onSaved()}>{t`关闭`}</Button>
        </Group>
      </Stack>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        handleSubmit()
      }}
      data-record-check
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <DevicePicker
          label={t`标准器`}
          required
          value={draft.deviceId}
          error={errorOf('deviceId', t`请选择标准器`)}
          onChange={(id) => set('deviceId', id)}
        />
        <DateField
          label={t`核查日期`}
          required
          value={draft.checkDate}
          error={errorOf('checkDate', t`请选择核查日期`)}
          onChange={(day) => set('checkDate', day)}
        />
        <ProcedureSelect
          kind={INTERIM_CHECK_PROCEDURE}
          label={t`期间核查规程`}
          value={draft.procedureVersionId}
          onChange={(id) => set('procedureVersionId', id)}
        />
        <DictSelect
          code="SOURCE_TRACE_RESULT"
          label={t`核查结论`}
          required
          value={draft.verdict}
          error={errorOf('verdict', t`请选择核查结论`)}
          onChange={(key) => set('verdict', key)}
        />
        <Textarea
          label={t`核查数据`}
          required
          autosize
          minRows={3}
          maxLength={4000}
          style={{ gridColumn: '1 / -1' }}
          value={draft.checkValues}
          error={errorOf('checkValues', t`请输入核查数据`)}
          onChange={(event) => set('checkValues', event.currentTarget.value)}
        />
        <Textarea
          label={t`备注`}
          autosize
          minRows={2}
          maxLength={500}
          style={{ gridColumn: '1 / -1' }}
          value={draft.remark}
          onChange={(event) => set('remark', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={record.isPending}>
          {t`取消`}
        </Button>
        <Button type="submit" loading={record.isPending}>
          {t`登记`}
        </Button>
      </Group>
    </form>
  )
}
