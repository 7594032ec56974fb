import { useState } from 'react'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { auditLineRemoval, type TracePlan } from '@/api/standards/plans'
import type { usePlanStep } from './usePlanStep'

export type RemovalAuditDialogProps = {
  plan: TracePlan
  step: ReturnType<typeof usePlanStep>
  onClose: () => void
}

/** 审核移除: the device whose removal is asked, and why; approved it leaves the plan, rejected (why) it stays. */
export function RemovalAuditDialog({ plan, step, onClose }: RemovalAuditDialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const pending = plan.lines.filter((line) => line.state === 'removal_pending')
  const decide = (verdict: 'approve' | 'reject') => {
    if (verdict === 'reject' && reason.trim() === '') {
      setError(t`驳回时请填写原因`)
      return
    }
    step.mutate(() => auditLineRemoval({ id: plan.id, verdict, reason: reason.trim() || null }), {
      onSuccess: onClose,
    })
  }
  return (
    <Modal opened onClose={onClose} title={t`审核移除申请`} centered size="md" zIndex={400}>
      <Stack gap="sm">
        {pending.map((line) => (
          <Stack key={line.id} gap={2} data-removal-line>
            <Text fw={500}>
              {line.deviceName}
              {line.deviceSerialNo ? ` (${line.deviceSerialNo})` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {t`申请原因`}: {line.removalReason ?? '—'}
            </Text>
          </Stack>
        ))}
        <Textarea
          label={t`审核意见`}
          description={t`驳回时必填`}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            setError(null)
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={step.isPending}>
            {t`取消`}
          </Button>
          <Button color="red" variant="light" onClick={() => decide('reject')} loading={step.isPending}>
            {t`驳回`}
          </Button>
          <Button onClick={() => decide('approve')} loading={step.isPending}>
            {t`同意移除`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
