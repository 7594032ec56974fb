import { useState } from 'react'
import { Button, Center, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { tracePlanQueries, type PlanDeviceOption } from '@/api/standards/plans'
import { DEBOUNCE_MS } from '@/domain/constants'
import { DEVICE_STATE } from '@/domain/standards/validity'
import { AppDialog } from '@/ui/AppDialog'
import { useDictLabel } from '@/ui/reference/referenceData'
import classes from './plans.module.css'

export type DevicePickerProps = {
  opened: boolean
  /** Devices already on the plan: shown ticked and not added twice. */
  picked: ReadonlySet<string>
  onAdd: (devices: PlanDeviceOption[]) => void
  onClose: () => void
}

/** 添加标准器: several devices of the register at once, searched by name, the soonest due first. */
export function DevicePicker(props: DevicePickerProps) {
  const { t } = useLingui()
  return (
    <AppDialog
      opened={props.opened}
      onClose={props.onClose}
      title={t`添加标准器`}
      width={720}
      fixedSize
      fullScreenOnPhone
    >
      {props.opened && <PickerBody {...props} />}
    </AppDialog>
  )
}

function PickerBody({ picked, onAdd, onClose }: DevicePickerProps) {
  const { t } = useLingui()
  const stateLabel = useDictLabel('DEVICE_STATE')
  const [search, setSearch] = useState('')
  const [term] = useDebouncedValue(search, DEBOUNCE_MS)
  const [chosen, setChosen] = useState<ReadonlyMap<string, PlanDeviceOption>>(new Map())
  const query = useQuery(tracePlanQueries.devices(term))
  const shown = query.data ?? []

  const toggle = (device: PlanDeviceOption) =>
    setChosen((current) => {
      const next = new Map(current)
      if (next.has(device.id)) next.delete(device.id)
      else next.set(device.id, device)
      return next
    })
  const count = chosen.size

  return (
    <Stack gap="sm">
      <TextInput
        label={t`搜索标准器`}
        placeholder={t`标准器名称`}
        data-autofocus
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t`没有匹配的标准器`}
        </Text>
      ) : (
        <Stack gap={0} className={classes.pickList} role="group" aria-label={t`标准器`}>
          {shown.map((device) => {
            const already = picked.has(device.id)
            const scrapped = device.status === DEVICE_STATE.scrapped
            const details = [device.model, device.serialNo, stateLabel(device.status)]
              .filter(Boolean)
              .join(' · ')
            return (
              <Group key={device.id} className={classes.pickRow} wrap="nowrap" justify="space-between">
                <Checkbox
                  checked={already || chosen.has(device.id)}
                  disabled={already || scrapped}
                  onChange={() => toggle(device)}
                  label={device.name}
                  description={already ? t`已在计划中` : details || undefined}
                />
                <Text size="sm" className={classes.pickDue}>
                  {t`有效期至`} {device.validUntil}
                </Text>
              </Group>
            )
          })}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t`取消`}
        </Button>
        <Button onClick={() => onAdd([...chosen.values()])} disabled={count === 0}>
          {t`添加所选（${count}）`}
        </Button>
      </Group>
    </Stack>
  )
}
