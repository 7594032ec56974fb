import type { ReactNode } from 'react'
import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { labDateTime } from '@/domain/labClock'
import { DaysLeft } from '@/ui/dates/DaysLeft'
import { useDictLabel } from '@/ui/reference/referenceData'
import { ResponsiveTable, type ResponsiveColumn } from '@/ui/layout/ResponsiveTable'
import type { RecallRow } from './recallApi'

export type RecallTableProps = {
  rows: readonly RecallRow[]
  phone: boolean
  empty: string
  /** The row's actions (none: the reader may take none, and the column is left out). */
  actions?: ((row: RecallRow) => ReactNode) | undefined
}

/** Whether and when the customer was told of this due date. */
function Reminded({ at }: { at: string | null }) {
  const { t } = useLingui()
  if (!at)
    return (
      <Text span size="sm" c="dimmed" data-reminded="no">
        {t`未提醒`}
      </Text>
    )
  // To the minute: the day and hour the reminder went out are what reception tells the customer.
  const when = labDateTime(at).slice(0, 16)
  return (
    <Text span size="sm" data-reminded="yes">
      {t`提醒于 ${when}`}
    </Text>
  )
}

/** The instruments falling due: a table, or cards on a phone; the instrument's model and serial under its name. */
export function RecallTable({ rows, phone, empty, actions }: RecallTableProps) {
  const { t } = useLingui()
  const inspectionLabel = useDictLabel('inspection_type')
  const identity = (row: RecallRow) =>
    [row.model, row.factoryNumber, row.inspectionType ? inspectionLabel(row.inspectionType) : null]
      .filter(Boolean)
      .join(' · ')
  const columns: ResponsiveColumn<RecallRow>[] = [
    {
      key: 'name',
      header: t`器具名称`,
      card: 'none',
      cell: (row) => (
        <>
          <Text span size="sm" display="block">
            {row.name}
          </Text>
          <Text span size="xs" c="dimmed" display="block">
            {identity(row)}
          </Text>
        </>
      ),
    },
    { key: 'due', header: t`下次检定日期`, nowrap: true, cell: (row) => row.nextDueDate },
    {
      key: 'days',
      header: t`剩余 / 过期`,
      card: 'none',
      nowrap: true,
      cell: (row) => <DaysLeft days={row.days} />,
    },
    {
      key: 'customer',
      header: t`客户名称`,
      // The address under the name: where a pickup booked from here goes.
      cell: (row) => (
        <>
          {row.customerName}
          {row.address && (
            <Text span size="xs" c="dimmed" display="block" data-field="address">
              {row.address}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'contact',
      header: t`联系人 / 电话`,
      nowrap: true,
      // One line on a card (周超 · 135…), the phone under the name in the table.
      cell: (row) =>
        phone ? (
          [row.contact, row.phone].filter(Boolean).join(' · ')
        ) : (
          <>
            {row.contact}
            {row.phone && (
              <Text span size="xs" c="dimmed" display="block">
                {row.phone}
              </Text>
            )}
          </>
        ),
    },
    {
      key: 'reminded',
      header: t`提醒`,
      card: 'bare',
      nowrap: true,
      cell: (row) => <Reminded at={row.remindedAt} />,
    },
  ]
  if (actions) columns.push({ key: 'actions', header: t`操作`, card: 'bare', cell: actions })
  return (
    <ResponsiveTable
      rows={rows}
      rowKey={(row) => row.instrumentId}
      columns={columns}
      card={{
        title: (row) => row.name,
        subtitle: identity,
        corner: (row) => <DaysLeft days={row.days} />,
      }}
      phone={phone}
      empty={empty}
      minWidth={actions ? 940 : 760}
      label={t`到期器具`}
      dataName="recall"
    />
  )
}
