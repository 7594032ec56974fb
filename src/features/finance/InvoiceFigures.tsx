import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { InvoiceAmounts } from '@/domain/billing'
import { decimalOf } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import classes from './finance.module.css'
import { groupedAmount } from './quoteDraft'

/** An invoice's net, tax and total, and the total in capital numerals. */
export function InvoiceFigures({ amounts, rate }: { amounts: InvoiceAmounts; rate: string }) {
  const { t } = useLingui()
  const figure = (label: string, value: string, name: string) => (
    <Stack gap={0} data-invoice-figure={name}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className={classes.figure}>
        ¥{groupedAmount(value)}
      </Text>
    </Stack>
  )
  return (
    <Stack gap={4}>
      <SimpleGrid cols={3} spacing="md">
        {figure(t`金额(不含税)`, amounts.net, 'net')}
        {figure(t`税额(${rate}%)`, amounts.tax, 'tax')}
        {figure(t`价税合计`, amounts.total, 'total')}
      </SimpleGrid>
      <Text size="sm" data-invoice-figure="words">
        <Text span size="sm" c="dimmed">
          {t`大写`}
        </Text>{' '}
        {capitalAmount(decimalOf(amounts.total))}
      </Text>
    </Stack>
  )
}
