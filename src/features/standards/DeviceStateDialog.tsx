import { useState } from 'react'
import { Checkbox, Modal, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { changeDeviceState } from '@/api/standards/devices'
import { standardDevices } from '@/domain/resources'
import { DialogForm } from '@/ui/forms/DialogForm'
import { DictSelect } from '@/ui/forms/DictSelect'
import { useDictLabel } from '@/ui/reference/referenceData'
import { ContainmentDone } from './ContainmentNotice'
import { asksOutOfTolerance } from './deviceMarks'
import { useContainedStep } from './useContainedStep'

export type DeviceStateDialogProps = { device: ResourceRecord; onClose: () => void }

/**
 * 状态变更 of a standard device: the new state and why (kept in its history); sent for repair, whether it was
 * found out of tolerance, which puts the certificates issued with it in doubt (a containment). Mounted afresh
 * for each device, so nothing typed for one carries over.
 */
export function DeviceStateDialog({ device, onClose }: DeviceStateDialogProps) {
  const { t } = useLingui()
  const stateLabel = useDictLabel('DEVICE_STATE')
  const [toState, setToState] = useState('')
  const [reason, setReason] = useState('')
  const [outOfTolerance, setOutOfTolerance] = useState(false)
  const [errors, setErrors] = useState<{ toState?: string; reason?: string }>({})
  const current = String(device.status ?? '')
  const next = toState === '' ? null : Number(toState)

  const { step: change, contained } = useContainedStep(changeDeviceState, [standardDevices], () => {
    notifications.show({ color: 'green', message: t`状态已变更` })
    onClose()
  })

  const handleSubmit = () => {
    const found = {
      ...(toState === '' ? { toState: t`请选择新状态` } : {}),
      ...(reason.trim() === '' ? { reason: t`请填写变更原因` } : {}),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    change.mutate({
      id: device.id,
      toState: Number(toState),
      reason: reason.trim(),
      outOfTolerance: asksOutOfTolerance(next) && outOfTolerance,
    })
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`状态变更 · ${String(device.name ?? '')}`}
      centered
      size="md"
      data-device-state-dialog
    >
      {contained ? (
        <ContainmentDone message={t`状态已变更。`} onDone={onClose} />
      ) : (
        <DialogForm
          onSubmit={handleSubmit}
          onCancel={onClose}
          submitLabel={t`确定`}
          pending={change.isPending}
          stacked
        >
          <Text size="sm">
            {t`当前状态`}：{stateLabel(current) || '—'}
          </Text>
          <DictSelect
            code="DEVICE_STATE"
            label={t`新状态`}
            required
            value={toState}
            onChange={(key) => {
              setToState(key)
              setErrors((shown) => ({ ...shown, toState: undefined }))
            }}
            error={errors.toState}
            data-autofocus
          />
          <Textarea
            label={t`变更原因`}
            required
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            error={errors.reason}
            onChange={(event) => {
              setReason(event.currentTarget.value)
              setErrors((shown) => ({ ...shown, reason: undefined }))
            }}
          />
          {asksOutOfTolerance(next) && (
            <Checkbox
              label={t`发现超差`}
              description={t`维修中发现标准器超出允许误差：使用它出具的证书将列入证书复核`}
              checked={outOfTolerance}
              onChange={(event) => setOutOfTolerance(event.currentTarget.checked)}
            />
          )}
        </DialogForm>
      )}
    </Modal>
  )
}
