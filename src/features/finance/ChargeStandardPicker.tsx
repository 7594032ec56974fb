import { useState } from 'react'
import { Button, Center, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { quoteQueries, type ChargeStandardOption } from '@/api/quotes'
import { DEBOUNCE_MS } from '@/domain/constants'
import { AppDialog } from '@/ui/AppDialog'
import { useDictLabel } from '@/ui/reference/referenceData'
import classes from './finance.module.css'
import { groupedAmount } from './quoteDraft'

export type ChargeStandardPickerProps = {
  opened: boolean
  /** Standards already on the quote: shown ticked and not added twice. */
  picked: ReadonlySet<string>
  onAdd: (standards: ChargeStandardOption[]) => void
  onClose: () => void
}

/** 从收费标准添加: several of the lab's charge standards at once, searched by instrument name. */
export function ChargeStandardPicker(props: ChargeStandardPickerProps) {
  const { t } = useLingui()
  return (
    <AppDialog
      opened={props.opened}
      onClose={props.onClose}
      title={t`从收费标准添加`}
      width={720}
      fixedSize
      fullScreenOnPhone
    >
      {props.opened && <PickerBody {...props} />}
    </AppDialog>
  )
}

function PickerBody({ picked, onAdd, onClose }: ChargeStandardPickerProps) {
  const { t } = useLingui()
  const inspectionLabel = useDictLabel('inspection_type')
  const [search, setSearch] = useState('')
  const [term] = useDebouncedValue(search, DEBOUNCE_MS)
  const [chosen, setChosen] = useState<ReadonlyMap<string, ChargeStandardOption>>(new Map())
  const query = useQuery(quoteQueries.chargeStandards(term))
  const shown = query.data ?? []

  const toggle = (standard: ChargeStandardOption) =>
    setChosen((current) => {
      const next = new Map(current)
      if (next.has(standard.id)) next.delete(standard.id)
      else next.set(standard.id, standard)
      return next
    })
  const count = chosen.size

  return (
    <Stack gap="sm">
      <TextInput
        label={t`搜索收费标准`}
        placeholder={t`器具名称`}
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
          {t`没有匹配的收费标准`}
        </Text>
      ) : (
        <Stack gap={0} className={classes.pickList} role="group" aria-label={t`收费标准`}>
          {shown.map((standard) => {
            const already = picked.has(standard.id)
            const details = [standard.specification, inspectionLabel(standard.inspectionType)]
              .filter(Boolean)
              .join(' · ')
            return (
              <Group key={standard.id} className={classes.pickRow} wrap="nowrap" justify="space-between">
                <Checkbox
                  checked={already || chosen.has(standard.id)}
                  disabled={already}
                  onChange={() => toggle(standard)}
                  label={standard.instrumentName}
                  description={already ? t`已在报价单中` : details || undefined}
                />
                <Text size="sm" className={classes.pickPrice}>
                  ¥{groupedAmount(standard.price)}/{standard.unit}
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
