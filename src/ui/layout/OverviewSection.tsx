import type { ReactNode } from 'react'
import { Table, Text, Title } from '@mantine/core'

export type OverviewSectionProps = {
  title: string
  /** The header cells; none for a section that is not a table. */
  head?: readonly string[]
  /** The rows' cells (a table), or the section's own content. */
  rows?: readonly { key: string; cells: readonly ReactNode[] }[]
  empty: string
  children?: ReactNode
  /** The table's least width before it scrolls sideways (phones). */
  minWidth?: number
}

/** One part of a record's view below its fields: a titled small table, or a line when it has no rows. */
export function OverviewSection({
  title,
  head,
  rows,
  empty,
  children,
  minWidth = 480,
}: OverviewSectionProps) {
  return (
    <section style={{ gridColumn: '1 / -1' }} aria-label={title}>
      <Title order={4} fz="sm" mt="md" mb="xs">
        {title}
      </Title>
      {children ??
        (rows && rows.length > 0 ? (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table withTableBorder fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  {(head ?? []).map((cell) => (
                    <Table.Th key={cell}>{cell}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      <Table.Td key={index} style={{ wordBreak: 'break-word' }}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ))}
    </section>
  )
}
