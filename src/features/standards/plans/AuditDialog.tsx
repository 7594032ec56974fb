import { useState } from 'react'
import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { auditTracePlan, type TracePlan } from '@/api/standards/plans'
import type { PlanVerdict } from '@/domain/standards/plan'
import type { usePlanStep } from './usePlanStep'

export type AuditDialogProps = {
  plan: TracePlan
  /** The verdicts the caller may give (pass, fail, split). */
  verdicts: readonly PlanVerdict[]
  step: ReturnType<typeof usePlanStep>
  onClose: () => void
}

/**
 * 审核: pass the plan, fail it with a reason (back to its author), or split it: the devices ticked are sent
 * back as a new plan of the same author, with a reason, and the others go on.
 */
export function AuditDialog({ plan, verdicts, step, onClose }: AuditDialogProps) {
  const { t } = useLingui()
  const [verdict, setVerdict] = useState<PlanVerdict>(verdicts[0] ?? 'pass')
  const [reason, setReason] = useState('')
  const [sentBack, setSentBack] = useState<ReadonlySet<string>>(new Set())
  const [error, setError] = useState<string | null>(null)
  const labels: Record<PlanVerdict, string> = { pass: t`通过`, fail: t`不通过`, split: t`拆分` }

  const toggle = (id: string) =>
    setSentBack((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const confirm = () => {
    const splitWrong = verdict === 'split' && (sentBack.size === 0 || sentBack.size === plan.lines.length)
    const problem =
      verdict !== 'pass' && reason.trim() === ''
        ? t`请填写原因`
        : splitWrong
          ? t`拆分时请勾选部分（而非全部）退回的标准器`
          : null
    if (problem) {
      setError(problem)
      return
    }
    step.mutate(
      () =>
        auditTracePlan({
          id: plan.id,
          verdict,
          reason: reason.trim() || null,
          lineIds: verdict === 'split' ? [...sentBack] : null,
        }),
      { onSuccess: onClose },
    )
  }

  return (
    <Modal opened onClose={onClose} title={t`审核溯源计划`} centered size="lg" zIndex={400}>
      <Stack gap="sm">
        <SegmentedControl
          data={verdicts.map((value) => ({ value, label: labels[value] }))}
          value={verdict}
          onChange={(value) => {
            setVerdict(value as PlanVerdict)
            setError(null)
          }}
        />
        {verdict === 'split' && (
          <Stack gap={4} role="group" aria-label={t`退回的标准器`} data-split-lines>
            <Text size="sm">{t`勾选退回的标准器，它们将组成一份新的计划退回编制人：`}</Text>
            {plan.lines.map((line) => (
              <Checkbox
                key={line.id}
                checked={sentBack.has(line.id)}
                onChange={() => {
                  toggle(line.id)
                  setError(null)
                }}
                label={`${line.deviceName}${line.deviceSerialNo ? ` (${line.deviceSerialNo})` : ''} · ${line.plannedDate}`}
              />
            ))}
          </Stack>
        )}
        {verdict !== 'pass' && (
          <Textarea
            label={verdict === 'fail' ? t`不通过原因` : t`拆分原因`}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value)
              setError(null)
            }}
          />
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={step.isPending}>
            {t`取消`}
          </Button>
          <Button color={verdict === 'pass' ? undefined : 'red'} onClick={confirm} loading={step.isPending}>
            {t`确认审核`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
