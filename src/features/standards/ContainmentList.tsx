import { Anchor, Badge, Group, Loader, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import type { Containment } from '@/api/standards/types'
import { TRIGGER_LABELS } from './labels'

export type ContainmentListProps = { onOpen: (containment: Containment) => void }

/**
 * The containments: each device found wrong (a failed trace or check, a repair that found it out of
 * tolerance), since when its certificates are in doubt, and how far their review has got.
 */
export function ContainmentList({ onOpen }: ContainmentListProps) {
  const { t, i18n } = useLingui()
  const list = useQuery(standardsQueries.containments())
  if (list.isPending) return <Loader size="sm" />
  const rows = list.data ?? []
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {list.isError ? t`加载失败` : t`暂无需要追溯的标准器`}
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover withTableBorder fz="sm" data-containments>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`标准器`}</Table.Th>
            <Table.Th>{t`起因`}</Table.Th>
            <Table.Th>{t`发现日期`}</Table.Th>
            <Table.Th>{t`追溯起始`}</Table.Th>
            <Table.Th>{t`涉及证书`}</Table.Th>
            <Table.Th>{t`复核进度`}</Table.Th>
            <Table.Th>{t`操作`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-containment={row.id}>
              <Table.Td>
                {row.deviceName}
                {row.deviceSerialNo && (
                  <Text span size="xs" c="dimmed" ml={6}>
                    {row.deviceSerialNo}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{i18n._(TRIGGER_LABELS[row.triggerKind])}</Table.Td>
              <Table.Td>{row.foundOn}</Table.Td>
              <Table.Td>{row.since ?? '—'}</Table.Td>
              <Table.Td>{row.suspects}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  {row.open > 0 && (
                    <Badge size="sm" color="orange" variant="light">
                      {t`复核中 ${row.open}`}
                    </Badge>
                  )}
                  {row.confirmed > 0 && (
                    <Badge size="sm" color="green" variant="light">
                      {t`确认有效 ${row.confirmed}`}
                    </Badge>
                  )}
                  {row.revoked > 0 && (
                    <Badge size="sm" color="red" variant="light">
                      {t`已撤销 ${row.revoked}`}
                    </Badge>
                  )}
                  {row.open + row.confirmed + row.revoked === 0 && (
                    <Text span size="sm" c="dimmed">
                      {t`未开始`}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor component="button" size="sm" onClick={() => onOpen(row)}>
                  {t`查看证书`}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
