import type { ReactNode } from 'react'
import { Badge, Button, Group, Paper, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { balanceOf } from '@/domain/billing'
import { amountText } from '@/domain/money/amount'
import { CONTRACT_STATES, INVOICE_STATES } from '@/domain/resources'
import { IconDownload } from '@/ui/icons'
import { useDictLabel } from '@/ui/reference/referenceData'
import { fetchFinancePdf } from './api'
import { Fact, FactList } from './Fact'
import classes from './portal.module.css'
import { shown, textOf } from './record'

type CardProps = { record: ResourceRecord }

/** 元 with two decimals, as every finance page shows an amount. */
const yuan = (record: ResourceRecord, field: string) => `¥${textOf(record, field) || '0.00'}`

/** A card's frame: its title and state on top, its facts, and its PDF when it has one. */
function FinanceCard({
  record,
  title,
  state,
  pdf,
  children,
}: {
  record: ResourceRecord
  title: string
  state: ReactNode
  pdf?: { kind: 'quote' | 'contract' | 'invoice'; name: string }
  children: ReactNode
}) {
  const { t } = useLingui()
  const download = useMutation({
    mutationFn: () => fetchFinancePdf(pdf!.kind, record.id),
    onSuccess: (blob) => saveBlob(blob, `${pdf!.name}.pdf`),
  })
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} data-finance-record={record.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} className={classes.wrap}>
          {title}
        </Text>
        {state}
      </Group>
      <FactList>{children}</FactList>
      {pdf && (
        <Group justify="flex-end">
          <Button
            size="md"
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate()}
          >
            {t`下载 PDF`}
          </Button>
        </Group>
      )}
      {download.isError && (
        <Text size="sm" c="red">
          {t`下载失败，请稍后重试`}
        </Text>
      )}
    </Paper>
  )
}

function StateBadge({ label, color, value }: { label: string; color: string; value: string }) {
  return (
    <Badge color={color} variant="light" tt="none" size="lg" className={classes.badge} data-state={value}>
      {label}
    </Badge>
  )
}

/** One of her orders as a bill: what it comes to, what she paid, what is still open, and where it stands. */
export function BillCard({ record }: CardProps) {
  const { t } = useLingui()
  const settlement = useDictLabel('OBJECT_STATE')
  const state = textOf(record, 'objectState')
  const balance = amountText(balanceOf(textOf(record, 'total') || '0', textOf(record, 'paid') || '0'))
  const orderNo = textOf(record, 'orderNo')
  return (
    <FinanceCard
      record={record}
      title={t`委托单号 ${orderNo}`}
      state={
        <StateBadge label={settlement(state)} color={state === '400' ? 'green' : 'blue'} value={state} />
      }
    >
      <Fact label={t`应收`}>{yuan(record, 'total')}</Fact>
      <Fact label={t`已收`}>{yuan(record, 'paid')}</Fact>
      <Fact label={t`未收`}>{`¥${balance}`}</Fact>
    </FinanceCard>
  )
}

/** One of her invoices: number, date, type, amounts; a voided one says so. */
export function InvoiceCard({ record }: CardProps) {
  const { t, i18n } = useLingui()
  const kind = useDictLabel('INVOICE_TYPE')
  const status = textOf(record, 'status')
  const label = INVOICE_STATES.find((entry) => entry.value === status)?.label
  const invoiceNo = textOf(record, 'invoiceNo')
  return (
    <FinanceCard
      record={record}
      title={t`发票号码 ${invoiceNo}`}
      state={
        <StateBadge
          label={label ? (i18n.locale === 'en' ? label.en : label.zh) : status}
          color={status === '100' ? 'green' : 'gray'}
          value={status}
        />
      }
      pdf={{ kind: 'invoice', name: invoiceNo || 'invoice' }}
    >
      <Fact label={t`开票日期`}>{shown(record, 'issuedOn')}</Fact>
      <Fact label={t`发票类型`}>{kind(textOf(record, 'kind'))}</Fact>
      <Fact label={t`价税合计`}>{yuan(record, 'total')}</Fact>
    </FinanceCard>
  )
}

/** One of the quotes the lab made her: its number, validity, total, and whether it can still be accepted. */
export function QuoteCard({ record }: CardProps) {
  const { t } = useLingui()
  const usable = useDictLabel('quote_status')
  const status = textOf(record, 'status')
  const code = textOf(record, 'code')
  return (
    <FinanceCard
      record={record}
      title={t`报价单号 ${code}`}
      state={<StateBadge label={usable(status)} color={status === '100' ? 'green' : 'gray'} value={status} />}
      pdf={{ kind: 'quote', name: code || 'quote' }}
    >
      <Fact label={t`有效期至`}>{shown(record, 'validUntil')}</Fact>
      <Fact label={t`报价总额`}>{yuan(record, 'total')}</Fact>
    </FinanceCard>
  )
}

/** One of her contracts with the lab: its title, validity, and how much of its ceiling is used. */
export function ContractCard({ record }: CardProps) {
  const { t, i18n } = useLingui()
  const kind = useDictLabel('contract_type')
  const status = textOf(record, 'status')
  const label = CONTRACT_STATES.find((entry) => entry.value === status)?.label
  const code = textOf(record, 'code')
  const ceiling = textOf(record, 'ceiling')
  return (
    <FinanceCard
      record={record}
      title={`${textOf(record, 'name')} (${code})`}
      state={
        <StateBadge
          label={label ? (i18n.locale === 'en' ? label.en : label.zh) : status}
          color={status === '100' ? 'green' : 'gray'}
          value={status}
        />
      }
      pdf={{ kind: 'contract', name: code || 'contract' }}
    >
      <Fact label={t`合同类型`}>{kind(textOf(record, 'kind'))}</Fact>
      <Fact label={t`有效期`}>{`${shown(record, 'validFrom')} – ${shown(record, 'validUntil')}`}</Fact>
      <Fact label={t`已用金额`}>
        {ceiling ? `${yuan(record, 'used')} / ¥${ceiling}` : yuan(record, 'used')}
      </Fact>
    </FinanceCard>
  )
}
