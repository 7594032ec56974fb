import { Group, Stack, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { QuoteLine } from '@/api/quotes'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { useDictLabel } from '@/ui/reference/referenceData'
import classes from './finance.module.css'
import { groupedAmount } from './quoteDraft'

/**
 * A saved quote's lines, read-only: what each is, its price, quantity, discount and reduction with their
 * kinds, and its amounts. A table where there is room, a card per line on a tablet or a phone.
 */
export function SavedQuoteLines({ lines }: { lines: readonly QuoteLine[] }) {
  const { t } = useLingui()
  const wide = useScreenSize() >= 2
  const inspectionLabel = useDictLabel('inspection_type')
  const discountLabel = useDictLabel('discount_type')
  const reductionLabel = useDictLabel('reduction_type')
  const details = (line: QuoteLine) =>
    [line.specification, inspectionLabel(line.inspectionType)].filter(Boolean).join(' · ')
  const allowance = (percent: string | null, kind: string, amount: string) =>
    percent ? (
      <>
        <Text size="sm">
          {percent}% {kind}
        </Text>
        <Text size="xs" c="dimmed">
          −{groupedAmount(amount)}
        </Text>
      </>
    ) : (
      '—'
    )
  const discountOf = (line: QuoteLine) =>
    allowance(line.discountPercent, discountLabel(line.discountType), line.discount)
  const reductionOf = (line: QuoteLine) =>
    allowance(line.reductionPercent, reductionLabel(line.reductionType), line.reduction)

  if (!wide)
    return (
      <Stack gap="sm" role="list" aria-label={t`报价项目`}>
        {lines.map((line) => (
          <Stack key={line.id} gap={6} className={classes.lineCard} role="listitem">
            <div>
              <Text fw={600}>
                {line.lineNo}. {line.itemName}
              </Text>
              <Text size="xs" c="dimmed">
                {details(line)}
              </Text>
            </div>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t`单价(元)`}
              </Text>
              <Text size="sm">
                {groupedAmount(line.unitPrice)} × {line.quantity} {line.unit}
              </Text>
            </Group>
            {line.discountPercent && (
              <Group justify="space-between" align="flex-start">
                <Text size="sm" c="dimmed">
                  {t`优惠`}
                </Text>
                <div style={{ textAlign: 'right' }}>{discountOf(line)}</div>
              </Group>
            )}
            {line.reductionPercent && (
              <Group justify="space-between" align="flex-start">
                <Text size="sm" c="dimmed">
                  {t`减免`}
                </Text>
                <div style={{ textAlign: 'right' }}>{reductionOf(line)}</div>
              </Group>
            )}
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t`金额`} ¥{groupedAmount(line.amount)}
              </Text>
              <Text size="sm" fw={600}>
                {t`小计`} ¥{groupedAmount(line.net)}
              </Text>
            </Group>
          </Stack>
        ))}
      </Stack>
    )

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder verticalSpacing="xs" fz="sm" aria-label={t`报价项目`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>#</Table.Th>
            <Table.Th>{t`项目`}</Table.Th>
            <Table.Th className={classes.amount}>{t`单价(元)`}</Table.Th>
            <Table.Th>{t`数量`}</Table.Th>
            <Table.Th>{t`优惠`}</Table.Th>
            <Table.Th>{t`减免`}</Table.Th>
            <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
            <Table.Th className={classes.amount}>{t`小计(元)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.lineNo}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {line.itemName}
                </Text>
                <Text size="xs" c="dimmed">
                  {details(line)}
                </Text>
              </Table.Td>
              <Table.Td className={classes.amount}>{groupedAmount(line.unitPrice)}</Table.Td>
              <Table.Td>
                {line.quantity} {line.unit}
              </Table.Td>
              <Table.Td>{discountOf(line)}</Table.Td>
              <Table.Td>{reductionOf(line)}</Table.Td>
              <Table.Td className={classes.amount}>{groupedAmount(line.amount)}</Table.Td>
              <Table.Td className={classes.amount} fw={600}>
                {groupedAmount(line.net)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
