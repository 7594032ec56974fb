import { Card, Group, Stack, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DueRow } from '@/api/standards/types'
import { DaysLeft, DeviceStanding, PlanCell } from './dueCells'

export type DueTableProps = { rows: readonly DueRow[]; empty: string; phone: boolean }

/** The devices of one segment of the due list: a table, or cards on a phone. */
export function DueTable({ rows, empty, phone }: DueTableProps) {
  const { t } = useLingui()
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {empty}
      </Text>
    )
  }
  if (phone) {
    return (
      <Stack gap="xs" data-due-rows>
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="sm" radius="md" data-due-row={row.id}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {row.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[row.model, row.serialNo].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <DaysLeft days={row.days} />
            </Group>
            <Text size="sm" mt={4}>
              {t`有效期至`}：{row.validUntil}
            </Text>
            <DeviceStanding row={row} />
            <Text size="sm">
              {t`保管人`}：{row.custodianName ?? '—'}
            </Text>
            <PlanCell row={row} />
          </Card>
        ))}
      </Stack>
    )
  }
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover withTableBorder fz="sm" data-due-rows>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`标准器名称`}</Table.Th>
            <Table.Th>{t`出厂编号`}</Table.Th>
            <Table.Th>{t`有效期至`}</Table.Th>
            <Table.Th>{t`剩余 / 过期`}</Table.Th>
            <Table.Th>{t`状态`}</Table.Th>
            <Table.Th>{t`保管人`}</Table.Th>
            <Table.Th>{t`溯源计划`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-due-row={row.id}>
              <Table.Td>
                {row.name}
                {row.model && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {row.model}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{row.serialNo ?? '—'}</Table.Td>
              <Table.Td>{row.validUntil}</Table.Td>
              <Table.Td>
                <DaysLeft days={row.days} />
              </Table.Td>
              <Table.Td>
                <DeviceStanding row={row} />
              </Table.Td>
              <Table.Td>{row.custodianName ?? '—'}</Table.Td>
              <Table.Td>
                <PlanCell row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
