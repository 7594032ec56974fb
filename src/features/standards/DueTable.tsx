import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DueRow } from '@/api/standards/types'
import { DaysLeft } from '@/ui/dates/DaysLeft'
import { ResponsiveTable, type ResponsiveColumn } from '@/ui/layout/ResponsiveTable'
import { DeviceStanding, PlanCell } from './dueCells'

export type DueTableProps = { rows: readonly DueRow[]; empty: string; phone: boolean }

/** The devices of one segment of the due list: a table, or cards on a phone. */
export function DueTable({ rows, empty, phone }: DueTableProps) {
  const { t } = useLingui()
  const columns: ResponsiveColumn<DueRow>[] = [
    {
      key: 'name',
      header: t`标准器名称`,
      card: 'none',
      cell: (row) => (
        <>
          {row.name}
          {row.model && (
            <Text span size="xs" c="dimmed" ml={6}>
              {row.model}
            </Text>
          )}
        </>
      ),
    },
    { key: 'serialNo', header: t`出厂编号`, card: 'none', cell: (row) => row.serialNo ?? '—' },
    { key: 'validUntil', header: t`有效期至`, cell: (row) => row.validUntil },
    { key: 'days', header: t`剩余 / 过期`, card: 'none', cell: (row) => <DaysLeft days={row.days} /> },
    { key: 'state', header: t`状态`, card: 'bare', cell: (row) => <DeviceStanding row={row} /> },
    { key: 'custodian', header: t`保管人`, cell: (row) => row.custodianName ?? '—' },
    { key: 'plan', header: t`溯源计划`, card: 'bare', cell: (row) => <PlanCell row={row} /> },
  ]
  return (
    <ResponsiveTable
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      card={{
        title: (row) => row.name,
        subtitle: (row) => [row.model, row.serialNo].filter(Boolean).join(' · '),
        corner: (row) => <DaysLeft days={row.days} />,
      }}
      phone={phone}
      empty={empty}
      minWidth={820}
      dataName="due"
    />
  )
}
