import { useState, type ReactNode } from 'react'
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/api/invoices'
import { INVOICE_STATE } from '@/domain/billing'
import { INVOICE_STATES } from '@/domain/resources/invoices'
import { localize } from '@/domain/resources'
import { useDictLabel, usePermission } from '@/ui/reference/referenceData'
import { AuditTrail } from '@/ui/workflow/AuditTrail'
import { Fact } from '@/ui/layout/Fact'
import classes from './finance.module.css'
import { InvoiceFigures } from './InvoiceFigures'
import { PrintInvoice } from './PrintInvoice'
import { groupedAmount } from './quoteDraft'
import { RedLetterForm } from './RedLetterForm'

/** A stored percentage as people write it: '6.00' → '6'. */
const percentText = (percent: string) => (percent.includes('.') ? percent.replace(/\.?0+$/, '') : percent)

export type InvoiceViewProps = {
  invoice: Invoice
  /** After a red letter: the red-letter invoice's id (the dialog shows it). */
  onVoided: (redLetterId: string) => Promise<void> | void
}

/** An invoice: its number and date, buyer, orders and figures, 打印, and 红冲 while it stands. */
export function InvoiceView({ invoice, onVoided }: InvoiceViewProps) {
  const { t, i18n } = useLingui()
  const kindLabel = useDictLabel('INVOICE_TYPE')
  const mayRed = usePermission('invoice_red')
  const [voiding, setVoiding] = useState(false)
  const state = INVOICE_STATES.find((entry) => entry.value === String(invoice.status))
  const redLetter = invoice.status === INVOICE_STATE.redLetter

  const fact = (label: string, value: ReactNode, name: string) => (
    <Fact label={label} value={value} data-invoice-fact={name} />
  )

  return (
    <Stack gap="md" data-invoice-view>
      <Group gap="xs">
        <Badge
          color={invoice.status === INVOICE_STATE.issued ? 'teal' : 'red'}
          variant="light"
          data-invoice-status
        >
          {state ? localize(state.label, i18n.locale) : invoice.status}
        </Badge>
        {redLetter && invoice.reversesNo && (
          <Text size="sm" c="red">
            {t`红冲发票 ${invoice.reversesNo}`}
          </Text>
        )}
        {invoice.reversedByNo && (
          <Text size="sm" c="red">
            {t`已由红字发票 ${invoice.reversedByNo} 冲销`}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" verticalSpacing="xs">
        {fact(t`发票号码`, invoice.invoiceNo, 'invoiceNo')}
        {fact(t`开票日期`, invoice.issuedOn, 'issuedOn')}
        {fact(t`发票类型`, kindLabel(invoice.kind), 'kind')}
        {fact(t`登记号`, invoice.code, 'code')}
        {fact(t`购买方名称`, invoice.buyerName, 'buyerName')}
        {fact(t`统一社会信用代码`, invoice.buyerTaxNo, 'buyerTaxNo')}
        {fact(t`地址`, invoice.buyerAddress, 'buyerAddress')}
        {fact(t`电话`, invoice.buyerPhone, 'buyerPhone')}
        {fact(t`开户银行`, invoice.buyerBank, 'buyerBank')}
        {fact(t`银行账号`, invoice.buyerAccount, 'buyerAccount')}
        {invoice.reason && fact(t`红冲原因`, invoice.reason, 'reason')}
        {invoice.remark && fact(t`备注`, invoice.remark, 'remark')}
      </SimpleGrid>

      <Title order={4} fz="md">
        {t`委托单`}
      </Title>
      <Table striped withTableBorder verticalSpacing={6} data-invoice-orders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`委托单号`}</Table.Th>
            <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.orders.map((order) => (
            <Table.Tr key={order.orderId}>
              <Table.Td>{order.orderNo}</Table.Td>
              <Table.Td className={classes.amount}>{groupedAmount(order.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <InvoiceFigures amounts={invoice} rate={percentText(invoice.taxRatePercent)} />

      {voiding ? (
        <RedLetterForm invoice={invoice} onCancel={() => setVoiding(false)} onDone={onVoided} />
      ) : (
        <Group justify="flex-end" gap="xs">
          <PrintInvoice invoiceId={invoice.id} invoiceNo={invoice.invoiceNo} look="button" />
          {mayRed && invoice.actions.includes('red') && (
            <Button color="red" variant="light" onClick={() => setVoiding(true)} data-invoice-red>
              {t`红冲`}
            </Button>
          )}
        </Group>
      )}
      <AuditTrail
        rows={invoice.audit}
        pending={false}
        labelOf={(action) => (action === 'red' ? t`红冲` : action === 'issue' ? t`开票` : action)}
      />
    </Stack>
  )
}
