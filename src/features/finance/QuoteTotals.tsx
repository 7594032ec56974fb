import { Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { decimalOf, isZero } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import classes from './finance.module.css'
import { groupedAmount } from './quoteDraft'

export type QuoteTotalsProps = {
  /** The quote's totals (decimal text), or null while it cannot be priced. */
  totals: { gross: string; allowances: string; wholeDiscount: string; tax: string; total: string } | null
  taxRatePercent: string
  taxIncluded: boolean
  /** The total in words as the server wrote it (a saved quote); otherwise written here from the total. */
  inWords?: string
}

/** The quote's totals in figures and the total in Chinese capital numerals (人民币大写), as the quote prints them. */
export function QuoteTotals({ totals, taxRatePercent, taxIncluded, inWords }: QuoteTotalsProps) {
  const { t } = useLingui()
  const money = (value: string | undefined) => (value === undefined ? '—' : `¥${groupedAmount(value)}`)
  // What is taken off reads as taken off, and nothing as nothing (¥0.00, not −¥0.00).
  const off = (value: string) => (isZero(decimalOf(value)) ? money(value) : `−${money(value)}`)
  const rate = taxRatePercent.trim() || '0'
  const row = (label: string, value: string, name: string) => (
    <div className={classes.totalRow} data-total={name}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className={classes.amount}>
        {value}
      </Text>
    </div>
  )
  return (
    <Stack gap={4} mt="md" className={classes.totals} aria-label={t`报价合计`} role="group">
      {row(t`金额合计`, money(totals?.gross), 'gross')}
      {row(t`优惠及减免`, totals ? off(totals.allowances) : '—', 'allowances')}
      {totals &&
        !isZero(decimalOf(totals.wholeDiscount)) &&
        row(t`其中整单优惠`, off(totals.wholeDiscount), 'whole')}
      {row(taxIncluded ? t`税额（${rate}%，已含）` : t`税额（${rate}%）`, money(totals?.tax), 'tax')}
      <div className={`${classes.totalRow} ${classes.grandTotal}`} data-total="total">
        <Text fw={600}>{t`报价总额`}</Text>
        <Text fw={600} className={classes.amount}>
          {money(totals?.total)}
        </Text>
      </div>
      <div className={classes.totalRow} data-total="words">
        <Text size="sm" c="dimmed">
          {t`大写`}
        </Text>
        <Text size="sm" ta="right">
          {inWords ?? (totals ? capitalAmount(decimalOf(totals.total)) : '—')}
        </Text>
      </div>
      {!totals && (
        <Text size="xs" c="dimmed" ta="right">
          {t`更正标红的输入后显示合计`}
        </Text>
      )}
    </Stack>
  )
}
