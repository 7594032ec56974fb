import type { ReactNode } from 'react'
import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { quoteQueries, type Quote } from '@/api/quotes'
import { formatLabTime } from '@/ui/format/labTime'
import { useDictLabel } from '@/ui/reference/referenceData'
import { AuditTrail } from '@/ui/workflow/AuditTrail'
import { MakeContract } from './MakeContract'
import { PrintQuote } from './PrintQuote'
import { QUOTE_ACTION_LABELS } from './messages'
import { quoteActionsFor } from './quoteActions'
import { QuoteSteps } from './QuoteSteps'
import { SavedQuoteLines } from './SavedQuoteLines'
import { QuoteTotals } from './QuoteTotals'
import { useQuoteGrants } from './useQuoteGrants'

export type QuoteViewProps = {
  quote: Quote
  /** After a review step: the list behind reloads. */
  onChanged: () => Promise<void>
}

/** 查看: the quote as saved, its totals as the server priced them, its review steps for the caller and its trail. */
export function QuoteView({ quote, onChanged }: QuoteViewProps) {
  const { t, i18n } = useLingui()
  const { userId, grants } = useQuoteGrants()
  const kindLabel = useDictLabel('discountType')
  const examineLabel = useDictLabel('quote_examine_status')
  const statusLabel = useDictLabel('quote_status')
  const discountLabel = useDictLabel('discount_type')
  const workflow = useQuery(quoteQueries.workflow(quote.id))
  const actions = quoteActionsFor(quote, userId, grants)

  const fact = (label: string, value: ReactNode) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value === null || value === '' ? '—' : value}
      </Text>
    </Stack>
  )
  const wholeDiscount = quote.wholeDiscountPercent
    ? `${quote.wholeDiscountPercent}% ${discountLabel(quote.discountType)}`
    : null

  return (
    <Stack gap="md" data-quote-view>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="xs">
        {fact(t`报价单号`, quote.code)}
        {fact(t`客户名称`, quote.customerName)}
        {fact(t`联系人`, quote.contact)}
        {fact(t`联系电话`, quote.phone)}
        {fact(t`报价类型`, kindLabel(quote.kind))}
        {fact(t`有效期至`, quote.validUntil)}
        {fact(t`审核状态`, examineLabel(quote.examineStatus))}
        {fact(t`报价状态`, statusLabel(quote.status))}
        {fact(t`创建时间`, formatLabTime(quote.createTime, i18n.locale))}
        {fact(t`整单优惠`, wholeDiscount)}
        {fact(t`优惠原因`, quote.discountReason)}
        {fact(t`备注`, quote.remark)}
      </SimpleGrid>
      <Title order={4} fz="md">
        {t`报价项目`}
      </Title>
      <SavedQuoteLines lines={quote.lines} />
      <QuoteTotals
        totals={quote}
        taxRatePercent={quote.taxRatePercent}
        taxIncluded={quote.taxIncluded}
        inWords={quote.totalInWords}
      />
      <Group justify="flex-end" gap="xs">
        <PrintQuote quoteId={quote.id} code={quote.code} look="button" />
        <MakeContract quote={quote} look="button" />
        <QuoteSteps quoteId={quote.id} actions={actions} look="button" onDone={onChanged} />
      </Group>
      <AuditTrail
        rows={workflow.data?.audit}
        pending={workflow.isPending}
        labelOf={(action) =>
          action in QUOTE_ACTION_LABELS
            ? i18n._(QUOTE_ACTION_LABELS[action as keyof typeof QUOTE_ACTION_LABELS])
            : action
        }
      />
    </Stack>
  )
}
