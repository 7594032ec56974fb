import { useState } from 'react'
import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { PricedLine } from '@/domain/billing'
import { IconTrash } from '@/ui/icons'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { ChargeStandardPicker } from './ChargeStandardPicker'
import classes from './finance.module.css'
import { handLine, lineFromStandard, groupedAmount, type LineDraft, type QuoteDraft } from './quoteDraft'
import { useLineInputs } from './useLineInputs'

export type QuoteLinesProps = {
  lines: readonly LineDraft[]
  /** Each line's amounts, or null for a line that cannot be priced yet. */
  priced: readonly (PricedLine | null)[]
  errorOf: (lineKey: number, field: string) => string | undefined
  /** Why the quote's lines as a whole are refused (none yet). */
  linesError: string | undefined
  update: (change: (draft: QuoteDraft) => QuoteDraft) => void
}

/** The unit a line typed by hand starts with: most of the lab's work is priced per instrument. */
const DEFAULT_UNIT = '台'

/**
 * 报价项目: lines from the charge standards (priced by the standard) or typed by hand, each with its quantity,
 * discount and reduction and their kinds, and its amounts as the quote is priced now. A table where the
 * dialog is wide enough, one card per line on a tablet or a phone.
 */
export function QuoteLines({ lines, priced, errorOf, linesError, update }: QuoteLinesProps) {
  const { t, i18n } = useLingui()
  const wide = useScreenSize() >= 2
  // Room for the kinds' names beside their clear button (Contract discount, Compulsory verification).
  const allowanceWidth = i18n.locale === 'zh' ? 140 : 200
  const [picking, setPicking] = useState(false)
  const setLine = (key: number, patch: Partial<LineDraft>) =>
    update((draft) => ({
      ...draft,
      lines: draft.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
    }))
  const removeLine = (key: number) =>
    update((draft) => ({ ...draft, lines: draft.lines.filter((line) => line.key !== key) }))
  const addLines = (added: LineDraft[]) =>
    update((draft) => ({ ...draft, lines: [...draft.lines, ...added] }))
  const inputs = useLineInputs({ setLine, errorOf, visibleLabels: !wide })
  const picked = new Set(lines.flatMap((line) => line.chargeStandardId ?? []))

  const amounts = (index: number) => priced[index] ?? undefined
  const removeButton = (line: LineDraft, index: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={t`删除第${index + 1}行`}
      onClick={() => removeLine(line.key)}
    >
      <IconTrash size={16} />
    </ActionIcon>
  )
  const money = (value: string | undefined) => (value === undefined ? '—' : groupedAmount(value))

  return (
    <Stack gap="xs" mt="lg" data-quote-lines>
      <Group justify="space-between" gap="xs">
        <Title order={4} fz="md">
          {t`报价项目`}
        </Title>
        <Group gap="xs">
          <Button size="xs" onClick={() => setPicking(true)}>
            {t`从收费标准添加`}
          </Button>
          <Button size="xs" variant="default" onClick={() => addLines([handLine(DEFAULT_UNIT)])}>
            {t`手工添加`}
          </Button>
        </Group>
      </Group>
      {linesError && (
        <Text size="sm" c="red" role="alert">
          {linesError}
        </Text>
      )}
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t`尚无报价项目：从收费标准添加，或手工添加`}
        </Text>
      ) : wide ? (
        <Table.ScrollContainer minWidth={940 + 2 * (allowanceWidth - 140)}>
          <Table className={classes.linesTable} verticalSpacing="xs" aria-label={t`报价项目`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>#</Table.Th>
                <Table.Th>{t`项目`}</Table.Th>
                <Table.Th w={110}>{t`单价(元)`}</Table.Th>
                <Table.Th w={130}>{t`数量`}</Table.Th>
                <Table.Th w={allowanceWidth}>{t`优惠`}</Table.Th>
                <Table.Th w={allowanceWidth}>{t`减免`}</Table.Th>
                <Table.Th w={110} className={classes.amount}>
                  {t`金额(元)`}
                </Table.Th>
                <Table.Th w={110} className={classes.amount}>
                  {t`小计(元)`}
                </Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={line.key} data-line={index + 1}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{inputs.item(line, index)}</Table.Td>
                  <Table.Td>{inputs.price(line, index)}</Table.Td>
                  <Table.Td>{inputs.quantity(line, index)}</Table.Td>
                  <Table.Td>{inputs.discount(line, index, amounts(index)?.discount)}</Table.Td>
                  <Table.Td>{inputs.reduction(line, index, amounts(index)?.reduction)}</Table.Td>
                  <Table.Td className={classes.amount}>{money(amounts(index)?.amount)}</Table.Td>
                  <Table.Td className={classes.amount} fw={600}>
                    {money(amounts(index)?.net)}
                  </Table.Td>
                  <Table.Td>{removeButton(line, index)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="sm" aria-label={t`报价项目`} role="list">
          {lines.map((line, index) => (
            <Stack key={line.key} gap="xs" className={classes.lineCard} role="listitem" data-line={index + 1}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600}>{index + 1}.</Text>
                  <div style={{ flex: 1, minWidth: 0 }}>{inputs.item(line, index)}</div>
                </Group>
                {removeButton(line, index)}
              </Group>
              <Group grow align="flex-start" gap="sm">
                {inputs.price(line, index)}
                {inputs.quantity(line, index)}
              </Group>
              <Group grow align="flex-start" gap="sm">
                {inputs.discount(line, index, amounts(index)?.discount)}
                {inputs.reduction(line, index, amounts(index)?.reduction)}
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {t`金额`} ¥{money(amounts(index)?.amount)}
                </Text>
                <Text size="sm" fw={600}>
                  {t`小计`} ¥{money(amounts(index)?.net)}
                </Text>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
      <ChargeStandardPicker
        opened={picking}
        picked={picked}
        onClose={() => setPicking(false)}
        onAdd={(standards) => {
          addLines(standards.map(lineFromStandard))
          setPicking(false)
        }}
      />
    </Stack>
  )
}
