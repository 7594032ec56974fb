import { Table } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { IncomeGrouping, IncomeSummary } from '@/api/income'
import classes from '../finance.module.css'
import { groupedAmount } from '../quoteDraft'
import { groupingLabel } from './groupings'

export type IncomeTableProps = { summary: IncomeSummary; by: IncomeGrouping }

/** Every group of the statistic, with the 合计 row (the server's exact totals). */
export function IncomeTable({ summary, by }: IncomeTableProps) {
  const { t, i18n } = useLingui()
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover stickyHeader data-income-table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t`序号`}</Table.Th>
            <Table.Th>{i18n._(groupingLabel[by])}</Table.Th>
            <Table.Th className={classes.amount}>{t`单据数`}</Table.Th>
            <Table.Th className={classes.amount}>{t`项目数`}</Table.Th>
            <Table.Th className={classes.amount}>{t`金额(元)`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.map((row, index) => (
            <Table.Tr key={row.key}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td className={classes.amount}>{i18n.number(row.orders)}</Table.Td>
              <Table.Td className={classes.amount}>{i18n.number(row.items)}</Table.Td>
              <Table.Td className={classes.amount}>{groupedAmount(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700} data-income-totals>
            <Table.Td colSpan={2}>{t`合计`}</Table.Td>
            <Table.Td className={classes.amount}>{i18n.number(summary.totals.orders)}</Table.Td>
            <Table.Td className={classes.amount}>{i18n.number(summary.totals.items)}</Table.Td>
            <Table.Td className={classes.amount}>{groupedAmount(summary.totals.amount)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
