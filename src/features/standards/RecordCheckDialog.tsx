import { SimpleGrid, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { recordInterimCheck } from '@/api/standards/records'
import { labDayOf } from '@/domain/labClock'
import { interimChecks, standardDevices } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { DateField } from '@/ui/dates/DateField'
import { DialogForm } from '@/ui/forms/DialogForm'
import { DictSelect } from '@/ui/forms/DictSelect'
import type { RecordCreatorProps } from '@/ui/resource/ResourcePage'
import { ContainmentDone } from './ContainmentNotice'
import { DeviceSelect } from './DeviceSelect'
import { ProcedureSelect } from './ProcedureSelect'
import { checkInput, emptyCheckDraft, missingCheckInputs, type CheckDraft } from './recordDrafts'
import { useContainedStep } from './useContainedStep'
import { useRecordDraft } from './useRecordDraft'

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
  const { draft, set, errorOf, check } = useRecordDraft<CheckDraft>(
    () => emptyCheckDraft(labDayOf(Date.now())),
    missingCheckInputs,
  )
  const { step: record, contained } = useContainedStep(
    recordInterimCheck,
    [interimChecks, standardDevices],
    async () => {
      notifications.show({ color: 'green', message: t`已登记` })
      await onSaved()
    },
  )

  if (contained) return <ContainmentDone message={t`期间核查已登记。`} onDone={() => void onSaved()} />

  return (
    <DialogForm
      onSubmit={() => {
        if (check()) record.mutate(checkInput(draft))
      }}
      onCancel={onClose}
      submitLabel={t`登记`}
      pending={record.isPending}
      data-record-check
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <DeviceSelect
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
    </DialogForm>
  )
}
