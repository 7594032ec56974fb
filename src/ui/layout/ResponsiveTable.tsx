import type { ReactNode } from 'react'
import { Card, Group, Stack, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type ResponsiveColumn<Row> = {
  key: string
  header: string
  /** Nothing (null, undefined or '') reads as a dash in the table and leaves its line out of a card. */
  cell: (row: Row) => ReactNode
  /**
   * How a phone's card shows the column: a line “header：value” (the default), the value alone, or not at
   * all (what the card's title, subtitle or corner already says).
   */
  card?: 'line' | 'bare' | 'none'
  /** Kept on one line in the table (names, dates, counts), leaving the wrapping to the long texts. */
  nowrap?: boolean
}

export type ResponsiveCard<Row> = {
  title: (row: Row) => ReactNode
  subtitle?: (row: Row) => ReactNode
  /** Top right: the one fact the reader looks for first (days left …). */
  corner?: (row: Row) => ReactNode
}

export type ResponsiveTableProps<Row> = {
  rows: readonly Row[]
  rowKey: (row: Row) => string
  columns: readonly ResponsiveColumn<Row>[]
  card: ResponsiveCard<Row>
  /** A phone: a card per row instead of the table. */
  phone: boolean
  /** What shows when there are no rows. */
  empty: string
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number
  /** The table's accessible name. */
  label?: string
  /** Names the data attributes: data-{name}-rows on the list, data-{name}-row="{key}" on each row or card. */
  dataName: string
}

const isNothing = (value: ReactNode): boolean =>
  value === null || value === undefined || value === false || value === ''

const orDash = (value: ReactNode): ReactNode => (isNothing(value) ? '—' : value)

/**
 * A short list read at a glance (what falls due, what lapsed): a striped table on a desktop or tablet, a card
 * per row on a phone, from one declaration of its columns.
 */
export function ResponsiveTable<Row>({
  rows,
  rowKey,
  columns,
  card,
  phone,
  empty,
  minWidth,
  label,
  dataName,
}: ResponsiveTableProps<Row>) {
  const { t } = useLingui()
  // A card's “header：value”: the full-width colon is Chinese; English takes “: ”.
  const separator = t`：`
  const listData = { [`data-${dataName}-rows`]: true }
  const rowData = (row: Row) => ({ [`data-${dataName}-row`]: rowKey(row) })
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    )
  }
  if (phone) {
    return (
      <Stack gap="xs" aria-label={label} {...listData}>
        {rows.map((row) => (
          <Card key={rowKey(row)} withBorder padding="sm" radius="md" {...rowData(row)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" mb={4}>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {card.title(row)}
                </Text>
                {card.subtitle && (
                  <Text size="xs" c="dimmed">
                    {card.subtitle(row)}
                  </Text>
                )}
              </div>
              {card.corner && <div style={{ flex: 'none' }}>{card.corner(row)}</div>}
            </Group>
            {columns.map((column) => {
              const shown = column.card ?? 'line'
              const value = shown === 'none' ? null : column.cell(row)
              if (isNothing(value)) return null
              if (shown === 'bare') return <div key={column.key}>{value}</div>
              return (
                <Text key={column.key} size="sm" component="div">
                  {column.header}
                  {separator}
                  {value}
                </Text>
              )
            })}
          </Card>
        ))}
      </Stack>
    )
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover withTableBorder fz="sm" aria-label={label} {...listData}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={{ whiteSpace: 'nowrap' }}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowData(row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {orDash(column.cell(row))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
