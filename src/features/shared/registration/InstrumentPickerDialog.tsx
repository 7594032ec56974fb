import { useState } from 'react'
import { Button, Center, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CachedInstrument } from '@/offline'
import { AppDialog } from '@/ui/AppDialog'
import classes from './registration.module.css'
import { registrationQueries } from './queries'

export type InstrumentPickerDialogProps = {
  opened: boolean
  tenantId: string
  customerId: string
  /** Instruments already on the registration: shown ticked and not added twice. */
  picked: ReadonlySet<string>
  onAdd: (instruments: CachedInstrument[]) => void
  onClose: () => void
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Several of the customer's instruments at once, from the device's copy (refreshed first when online). */
export function InstrumentPickerDialog(props: InstrumentPickerDialogProps) {
  const { t } = useLingui()
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={t`选择客户器具`} width={640} fixedSize>
      {props.opened && <PickerBody {...props} />}
    </AppDialog>
  )
}

function PickerBody({ tenantId, customerId, picked, onAdd, onClose }: InstrumentPickerDialogProps) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const query = useQuery(registrationQueries.instruments(tenantId, customerId))
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  const all = query.data ?? []
  const shown = all.filter((row) => words.every((word) => row.searchText.includes(word)))

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const handleAdd = () => onAdd(all.filter((row) => chosen.has(row.id)))
  const count = chosen.size

  return (
    <Stack gap="sm">
      <TextInput
        size="md"
        label={t`搜索器具`}
        placeholder={t`名称、型号或出厂编号`}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {all.length === 0 ? t`本设备上没有该客户的器具，可新增器具` : t`没有匹配的器具`}
        </Text>
      ) : (
        <Stack gap={0} className={classes.pickList} aria-label={t`客户器具`}>
          {shown.map((row) => {
            const already = picked.has(row.id)
            const details = [text(row.record.model), text(row.record.factoryNumber)]
              .filter(Boolean)
              .join(' · ')
            return (
              <Checkbox
                key={row.id}
                className={classes.pickRow}
                size="md"
                checked={already || chosen.has(row.id)}
                disabled={already}
                onChange={() => toggle(row.id)}
                label={row.name}
                description={already ? t`已在登记中` : details || undefined}
              />
            )
          })}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button size="md" variant="default" onClick={onClose}>
          {t`取消`}
        </Button>
        <Button size="md" onClick={handleAdd} disabled={count === 0}>
          {t`添加所选（${count}）`}
        </Button>
      </Group>
    </Stack>
  )
}
