import { useState } from 'react'
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { transitionBatch, type BatchInput, type BatchRow } from '@/api/labWork'
import { labDayOf } from '@/domain/labClock'
import type { ResourceDeclaration } from '@/domain/resources'
import type { WorkResource } from '@/domain/workflow'
import { AppDialog } from '@/ui/AppDialog'
import { FormField } from '@/ui/resource/FormField'
import { actionInputs } from './actionInputs'
import { LabelPrintDialog } from './LabelPrintDialog'

export type BatchActionDialogProps = {
  resource: ResourceDeclaration & { code: WorkResource }
  action: string
  /** The action's button text. */
  label: string
  rows: ResourceRecord[]
  onClose: () => void
  /** After the server answered (some rows may have been refused): clear the selection, reload the list. */
  onDone: () => Promise<void>
}

const initialValues = (inputs: ReturnType<typeof actionInputs>): Record<string, unknown> =>
  Object.fromEntries(
    inputs.map((input) => [input.name, input.name === 'retentionDate' ? labDayOf(new Date()) : '']),
  )

/**
 * A work list's batch action: asks what the action needs (reason, group, tester, condition, date), sends it for
 * every selected row and shows per row what happened, so a refused row is seen and can be handled.
 */
export function BatchActionDialog({
  resource,
  action,
  label,
  rows,
  onClose,
  onDone,
}: BatchActionDialogProps) {
  const { t } = useLingui()
  const inputs = actionInputs(resource.code, action)
  const [values, setValues] = useState<Record<string, unknown>>(() => initialValues(inputs))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sending, setSending] = useState(false)
  const [answer, setAnswer] = useState<BatchRow[] | null>(null)
  const [labelsOf, setLabelsOf] = useState<string[] | null>(null)
  const titleOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id)
    return String(row?.[resource.titleField] ?? row?.name ?? id)
  }

  const send = async () => {
    const missing = Object.fromEntries(
      inputs
        .filter((input) => input.required && String(values[input.name] ?? '').trim() === '')
        .map((input) => [input.name, t`必填`]),
    )
    setErrors(missing)
    if (Object.keys(missing).length > 0) return
    setSending(true)
    try {
      const body: BatchInput = { ids: rows.map((row) => row.id), action }
      // A password is sent as typed: its blanks are part of it.
      for (const input of inputs) {
        const typed = String(values[input.name] ?? '')
        body[input.name] = (input.name === 'password' ? typed : typed.trim()) || null
      }
      setAnswer(await transitionBatch(resource.code, body))
      await onDone()
    } finally {
      setSending(false)
    }
  }

  const succeeded = answer?.filter((row) => row.ok).length ?? 0
  const failed = (answer?.length ?? 0) - succeeded

  return (
    <AppDialog opened onClose={onClose} title={label} width={640} fixedSize>
      {answer === null ? (
        <Stack gap="sm">
          <Text size="sm">{t`对选中的 ${rows.length} 条记录执行「${label}」。`}</Text>
          {inputs.map((input) => (
            <FormField
              key={input.name}
              field={input}
              value={values[input.name]}
              error={errors[input.name]}
              onChange={(value) => setValues((current) => ({ ...current, [input.name]: value }))}
              onChangeField={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
              onBlur={() => undefined}
              record={values}
            />
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`取消`}
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              {t`确定`}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" data-batch-result>
          <Alert color={failed === 0 ? 'green' : 'yellow'}>
            {t`成功 ${succeeded} 条，未成功 ${failed} 条`}
          </Alert>
          <Table striped withTableBorder>
            <Table.Tbody>
              {answer.map((row) => (
                <Table.Tr key={row.id} data-ok={row.ok}>
                  <Table.Td>{titleOf(row.id)}</Table.Td>
                  <Table.Td w={90}>
                    <Badge color={row.ok ? 'green' : 'red'} variant="light">
                      {row.ok ? t`成功` : t`未成功`}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.message ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            {/* A received sample gets its label now: it goes with the instrument through the lab. */}
            {resource.code === 'order_sample' && action === 'receive' && succeeded > 0 && (
              <Button
                variant="light"
                onClick={() => setLabelsOf(answer.filter((row) => row.ok).map((row) => row.id))}
              >
                {t`打印标签`}
              </Button>
            )}
            <Button onClick={onClose}>{t`关闭`}</Button>
          </Group>
          {labelsOf && <LabelPrintDialog sampleIds={labelsOf} onClose={() => setLabelsOf(null)} />}
        </Stack>
      )}
    </AppDialog>
  )
}
