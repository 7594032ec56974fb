import { Checkbox, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { InvoiceableOrder } from '@/api/invoices'
import { labDateTime } from '@/domain/labClock'
import classes from './finance.module.css'
import { groupedAmount } from './quoteDraft'

export type InvoiceOrderPickerProps = {
  orders: readonly InvoiceableOrder[]
  chosen: readonly string[]
  error: string | undefined
  onChange: (orderIds: string[]) => void
}

/** The customer's settled orders not invoiced yet, to tick the ones the invoice covers. */
export function InvoiceOrderPicker({ orders, chosen, error, onChange }: InvoiceOrderPickerProps) {
  const { t } = useLingui()
  const all = orders.length > 0 && orders.every((order) => chosen.includes(order.id))
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((candidate) => candidate !== id))
  if (orders.length === 0)
    return (
      <Text size="sm" c={error ? 'red' : 'dimmed'} data-invoice-orders="none">
        {t`该客户没有已结算且未开票的委托单`}
      </Text>
    )
  return (
    <div data-invoice-orders>
      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t`全选`}
                  checked={all}
                  indeterminate={!all && chosen.length > 0}
                  onChange={(event) =>
                    onChange(event.currentTarget.checked ? orders.map((order) => order.id) : [])
                  }
                />
              </Table.Th>
              <Table.Th>{t`委托单号`}</Table.Th>
              <Table.Th>{t`结算时间`}</Table.Th>
              <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.id} data-invoice-order={order.orderNo}>
                <Table.Td>
                  <Checkbox
                    aria-label={order.orderNo}
                    checked={chosen.includes(order.id)}
                    onChange={(event) => toggle(order.id, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{order.orderNo}</Table.Td>
                <Table.Td>{order.settledAt ? labDateTime(order.settledAt) : '—'}</Table.Td>
                <Table.Td className={classes.amount}>{groupedAmount(order.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </div>
  )
}
