import { SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { recordTraceResult } from '@/api/standards/records'
import { labDayOf } from '@/domain/labClock'
import { standardDevices, traceResults } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { DateField } from '@/ui/dates/DateField'
import { DialogForm } from '@/ui/forms/DialogForm'
import { DictSelect } from '@/ui/forms/DictSelect'
import type { RecordCreatorProps } from '@/ui/resource/ResourcePage'
import { FileUploadField } from '@/ui/resource/FileUploadField'
import { ContainmentDone } from './ContainmentNotice'
import { tracedInHouse } from './deviceMarks'
import { DeviceSelect } from './DeviceSelect'
import { PlanLineSelect } from './PlanLineSelect'
import { ProcedureSelect } from './ProcedureSelect'
import { emptyTraceDraft, missingTraceInputs, traceInput, type TraceDraft } from './recordDrafts'
import { useContainedStep } from './useContainedStep'
import { useRecordDraft } from './useRecordDraft'

/** STANDARD_FILE_TYPE 自校规程. */
const SELF_CALIBRATION_PROCEDURE = 3

/** 登记结果: a trace result of a standard device, its certificate, and what it sets the device's valid-until to. */
export function RecordTraceDialog({ opened, onClose, onSaved }: RecordCreatorProps) {
  const { t } = useLingui()
  return (
    <AppDialog opened={opened} onClose={onClose} title={t`溯源结果 · 登记结果`}>
      {opened && <TraceForm onClose={onClose} onSaved={onSaved} />}
    </AppDialog>
  )
}

function TraceForm({ onClose, onSaved }: Omit<RecordCreatorProps, 'opened'>) {
  const { t } = useLingui()
  const { draft, set, errorOf, check } = useRecordDraft<TraceDraft>(
    () => emptyTraceDraft(labDayOf(Date.now())),
    missingTraceInputs,
    // Another device has other plan lines.
    (name) => (name === 'deviceId' ? { planLineId: '' } : {}),
  )
  const { step: record, contained } = useContainedStep(
    recordTraceResult,
    [traceResults, standardDevices],
    async (answer) => {
      notifications.show({
        color: 'green',
        message: answer.validUntil ? t`已登记，标准器有效期至 ${answer.validUntil}` : t`已登记`,
      })
      await onSaved()
    },
  )

  if (contained) return <ContainmentDone message={t`溯源结果已登记。`} onDone={() => void onSaved()} />

  const inHouse = tracedInHouse(draft.traceType === '' ? null : Number(draft.traceType))
  return (
    <DialogForm
      onSubmit={() => {
        if (check()) record.mutate(traceInput(draft))
      }}
      onCancel={onClose}
      submitLabel={t`登记`}
      pending={record.isPending}
      data-record-trace
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <DeviceSelect
          label={t`标准器`}
          required
          value={draft.deviceId}
          error={errorOf('deviceId', t`请选择标准器`)}
          onChange={(id) => set('deviceId', id)}
        />
        <PlanLineSelect
          deviceId={draft.deviceId}
          value={draft.planLineId}
          onChange={(id) => set('planLineId', id)}
        />
        <DateField
          label={t`溯源日期`}
          required
          value={draft.traceDate}
          error={errorOf('traceDate', t`请选择溯源日期`)}
          onChange={(day) => set('traceDate', day)}
        />
        <DictSelect
          code="TRACE_TYPE"
          label={t`溯源方式`}
          required
          value={draft.traceType}
          error={errorOf('traceType', t`请选择溯源方式`)}
          onChange={(key) => set('traceType', key)}
        />
        {inHouse ? (
          <ProcedureSelect
            kind={SELF_CALIBRATION_PROCEDURE}
            label={t`自校规程`}
            required
            value={draft.procedureVersionId}
            error={errorOf('procedureVersionId', t`请选择自校规程`)}
            onChange={(id) => set('procedureVersionId', id)}
          />
        ) : (
          <TextInput
            label={t`溯源机构`}
            required
            maxLength={200}
            value={draft.agency}
            error={errorOf('agency', t`请输入溯源机构`)}
            onChange={(event) => set('agency', event.currentTarget.value)}
          />
        )}
        <TextInput
          label={t`证书编号`}
          required
          maxLength={100}
          value={draft.certificateNo}
          error={errorOf('certificateNo', t`请输入证书编号`)}
          onChange={(event) => set('certificateNo', event.currentTarget.value)}
        />
        <FileUploadField
          label={t`证书扫描件`}
          name="certificateFileId"
          value={draft.certificateFileId}
          onChange={(fileId) => set('certificateFileId', fileId)}
        />
        <DictSelect
          code="SOURCE_TRACE_RESULT"
          label={t`溯源结果`}
          required
          value={draft.result}
          error={errorOf('result', t`请选择溯源结果`)}
          onChange={(key) => set('result', key)}
        />
        <DateField
          label={t`有效期至`}
          description={t`留空则按溯源日期和检定周期推算；不定期溯源的标准器须填写`}
          clearable
          value={draft.validUntil}
          onChange={(day) => set('validUntil', day)}
        />
        <Textarea
          label={t`修正值 / 修正因子`}
          autosize
          minRows={2}
          maxLength={4000}
          style={{ gridColumn: '1 / -1' }}
          value={draft.corrections}
          onChange={(event) => set('corrections', event.currentTarget.value)}
        />
      </SimpleGrid>
    </DialogForm>
  )
}
