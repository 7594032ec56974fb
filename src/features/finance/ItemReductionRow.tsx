import { useState } from 'react'
import { Anchor, Button, Group, Table, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { OrderChargeItem } from '@/api/contracts'
import { useDictLabel } from '@/ui/reference/referenceData'
import { DictSelect } from './DictSelect'
import classes from './finance.module.css'
import { groupedAmount } from './quoteDraft'

export type ItemReductionRowProps = {
  item: OrderChargeItem
  editable: boolean
  pending: boolean
  /** The refusal of the last save of this row, if any. */
  error: string | null
  onSave: (reductionType: string | null, reductionPercent: string | null) => void
}

/** One charged item: its price and where it came from, and (while the bill is open) its reduction. */
export function ItemReductionRow({ item, editable, pending, error, onSave }: ItemReductionRowProps) {
  const { t } = useLingui()
  const reductionLabel = useDictLabel('reduction_type')
  const [editing, setEditing] = useState(false)
  const [kind, setKind] = useState(item.reductionType ?? '')
  const [percent, setPercent] = useState(item.reductionPercent ?? '')
  const basis: Record<string, string> = {
    standard: t`收费标准`,
    list: t`合同单价`,
    discount: t`合同折扣`,
    package: t`合同包干`,
  }
  const reduction =
    item.reductionPercent !== null ? `${item.reductionPercent}% ${reductionLabel(item.reductionType)}` : '—'
  return (
    <Table.Tr data-charge-item={item.id}>
      <Table.Td>{item.sampleName}</Table.Td>
      <Table.Td>{item.name}</Table.Td>
      <Table.Td className={classes.amount}>
        {item.standardPrice === null ? '—' : groupedAmount(item.standardPrice)}
      </Table.Td>
      <Table.Td className={classes.amount}>
        {item.unitPrice === null ? t`未定价` : groupedAmount(item.unitPrice)}
      </Table.Td>
      <Table.Td>{basis[item.priceBasis ?? 'standard']}</Table.Td>
      <Table.Td>
        {editing ? (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <DictSelect
              code="reduction_type"
              size="xs"
              w={120}
              aria-label={t`减免类型`}
              value={kind}
              onChange={setKind}
            />
            <TextInput
              size="xs"
              w={80}
              inputMode="decimal"
              aria-label={t`减免(%)`}
              value={percent}
              error={error ?? undefined}
              onChange={(event) => setPercent(event.currentTarget.value)}
            />
            <Button size="xs" loading={pending} onClick={() => onSave(kind || null, percent.trim() || null)}>
              {t`保存`}
            </Button>
            <Button size="xs" variant="default" onClick={() => setEditing(false)}>
              {t`取消`}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{reduction}</Text>
            {editable && item.state !== 0 && (
              <Anchor component="button" size="sm" onClick={() => setEditing(true)} data-edit-reduction>
                {t`减免`}
              </Anchor>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td className={classes.amount}>{groupedAmount(item.amount)}</Table.Td>
    </Table.Tr>
  )
}
