import { useState, type ReactNode } from 'react'
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { billActionsOf, confirmPayment, type Bill, type BillPayment } from '@/api/bills'
import { useSession } from '@/app/useSession'
import { decimalOf } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import { OBJECT_STATE } from '@/domain/workflow/settlement'
import { useDictLabel, usePermission } from '@/ui/reference/referenceData'
import { AuditTrail } from '@/ui/workflow/AuditTrail'
import { Fact } from '@/ui/layout/Fact'
import { BillSteps } from './BillSteps'
import { OrderCharges } from './OrderCharges'
import classes from './finance.module.css'
import { BILL_ACTION_LABELS, BILL_TRAIL_LABELS } from './messages'
import { PaymentForm } from './PaymentForm'
import { groupedAmount } from './quoteDraft'
import { useBillChange } from './useBillChange'

/** A payment (or a refund) may be recorded on a bill in these states: settled, guaranteed, paid. */
const PAYABLE_STATES: readonly number[] = [OBJECT_STATE.settled, OBJECT_STATE.guaranteed, OBJECT_STATE.paid]

const money = (value: string) => `¥${groupedAmount(value)}`

/**
 * An order's bill: what it charges and what was paid, its settlement steps for the caller, 登记收款, the
 * confirmation of payments someone else recorded, and its trail. Every change reads the bill and the list again.
 */
export function BillView({ bill }: { bill: Bill }) {
  const { t, i18n } = useLingui()
  const userId = useSession()?.account.userId ?? ''
  const mayRecord = usePermission('payment_add')
  const mayConfirm = usePermission('payment_confirm')
  const stateLabel = useDictLabel('OBJECT_STATE')
  const [recording, setRecording] = useState(false)
  const actions = billActionsOf(bill)

  const fact = (label: string, value: ReactNode, name: string) => (
    <Fact label={label} value={value} data-bill-fact={name} />
  )
  const figure = (label: string, value: string, name: string) =>
    fact(label, <span className={classes.figure}>{money(value)}</span>, name)

  return (
    <Stack gap="md" data-bill-view>
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="xs">
        {fact(t`委托单号`, bill.orderNo, 'orderNo')}
        {fact(t`客户名称`, bill.customerName, 'customer')}
        {fact(t`结算状态`, stateLabel(bill.objectState), 'state')}
        {figure(t`应收`, bill.total, 'total')}
        {figure(t`已收`, bill.paid, 'paid')}
        {figure(t`未收`, bill.balance, 'balance')}
      </SimpleGrid>
      <Text size="sm" data-bill-fact="words">
        <Text span size="sm" c="dimmed">
          {t`应收大写`}
        </Text>{' '}
        {capitalAmount(decimalOf(bill.total))}
      </Text>

      <Title order={4} fz="md">
        {t`收费项目`}
      </Title>
      <BillItems bill={bill} />
      <OrderCharges orderId={bill.id} />

      <Group justify="space-between" align="center">
        <Title order={4} fz="md">
          {t`收款记录`}
        </Title>
        {mayRecord && PAYABLE_STATES.includes(bill.objectState) && !recording && (
          <Button size="xs" variant="light" onClick={() => setRecording(true)} data-record-payment>
            {t`登记收款`}
          </Button>
        )}
      </Group>
      {recording && (
        <Paper withBorder p="sm" radius="md">
          <PaymentForm
            orderId={bill.id}
            onCancel={() => setRecording(false)}
            onDone={() => setRecording(false)}
          />
        </Paper>
      )}
      <BillPayments
        orderId={bill.id}
        payments={bill.payments}
        mayConfirm={(payment) =>
          mayConfirm && payment.confirmedBy === null && payment.recordedBy !== userId && userId !== ''
        }
      />

      {actions.length > 0 && (
        <Group justify="flex-end" gap="xs">
          <BillSteps orderId={bill.id} actions={actions} />
        </Group>
      )}
      <AuditTrail
        rows={bill.audit}
        pending={false}
        labelOf={(action) => {
          const label =
            action in BILL_ACTION_LABELS
              ? BILL_ACTION_LABELS[action as keyof typeof BILL_ACTION_LABELS]
              : BILL_TRAIL_LABELS[action]
          return label ? i18n._(label) : action
        }}
      />
    </Stack>
  )
}

/** The bill's charged test items: sample, item, unit price (未定价 when none), quantity and amount. */
function BillItems({ bill }: { bill: Bill }) {
  const { t } = useLingui()
  if (bill.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t`暂无收费项目`}
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder fz="sm" data-bill-items>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`样品`}</Table.Th>
            <Table.Th>{t`检测项目`}</Table.Th>
            <Table.Th className={classes.amount}>{t`单价(元)`}</Table.Th>
            <Table.Th className={classes.amount}>{t`数量`}</Table.Th>
            <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bill.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{item.sampleName}</Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td className={classes.amount}>
                {item.unitPrice === null ? (
                  <Text span size="sm" c="orange">
                    {t`未定价`}
                  </Text>
                ) : (
                  groupedAmount(item.unitPrice)
                )}
              </Table.Td>
              <Table.Td className={classes.amount}>{item.quantity}</Table.Td>
              <Table.Td className={classes.amount}>{groupedAmount(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

type BillPaymentsProps = {
  orderId: string
  payments: readonly BillPayment[]
  /** Whether the caller may confirm this payment (her grant, and she did not record it). */
  mayConfirm: (payment: BillPayment) => boolean
}

/** The payments and refunds on the bill: each waits for someone other than its recorder to confirm it. */
function BillPayments({ orderId, payments, mayConfirm }: BillPaymentsProps) {
  const { t } = useLingui()
  const chargeLabel = useDictLabel('charge_type')
  const confirm = useBillChange(orderId, (id: string) => confirmPayment(id))
  if (payments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t`暂无收款记录`}
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder fz="sm" data-bill-payments>
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
            <Table.Th>{t`收费方式`}</Table.Th>
            <Table.Th>{t`收款日期`}</Table.Th>
            <Table.Th>{t`凭证号`}</Table.Th>
            <Table.Th>{t`原因`}</Table.Th>
            <Table.Th>{t`状态`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-payment={payment.id}>
              <Table.Td className={classes.amount}>{groupedAmount(payment.amount)}</Table.Td>
              <Table.Td>{chargeLabel(payment.chargeType)}</Table.Td>
              <Table.Td>{payment.paidOn}</Table.Td>
              <Table.Td>{payment.reference ?? ''}</Table.Td>
              <Table.Td>{payment.reason ?? ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {payment.confirmedBy === null ? (
                    <Badge color="orange" variant="light">
                      {t`待确认`}
                    </Badge>
                  ) : (
                    <Badge color="green" variant="light">
                      {t`已确认`}
                    </Badge>
                  )}
                  {mayConfirm(payment) && (
                    <Button
                      size="compact-xs"
                      loading={confirm.isPending && confirm.variables === payment.id}
                      disabled={confirm.isPending}
                      onClick={() => confirm.mutate(payment.id)}
                    >
                      {t`确认`}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
