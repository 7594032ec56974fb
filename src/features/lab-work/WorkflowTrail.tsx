import { Loader, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchAuditTrail } from '@/api/labWork'
import type { WorkResource } from '@/domain/workflow'
import { formatLabTime } from '@/ui/format/labTime'
import { TRAIL_LABELS } from './actionLabels'

/** A record's audit trail in its detail dialog: who did what, when and why (ISO/IEC 17025 records). */
export function WorkflowTrail({ resource, id }: { resource: WorkResource; id: string }) {
  const { t, i18n } = useLingui()
  const trail = useQuery({
    queryKey: ['lab-work', 'trail', resource, id],
    queryFn: () => fetchAuditTrail(resource, id),
  })
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Title order={4} fz="sm" mt="md" mb="xs">
        {t`流程记录`}
      </Title>
      {trail.isPending ? (
        <Loader size="sm" />
      ) : (trail.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`暂无流程记录`}
        </Text>
      ) : (
        <Table withTableBorder fz="sm" data-workflow-trail>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`时间`}</Table.Th>
              <Table.Th>{t`操作`}</Table.Th>
              <Table.Th>{t`操作人`}</Table.Th>
              <Table.Th>{t`原因`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(trail.data ?? []).map((row) => {
              const label = TRAIL_LABELS[resource][row.action]
              return (
                <Table.Tr key={`${row.at}-${row.action}`}>
                  <Table.Td>{formatLabTime(row.at, i18n.locale)}</Table.Td>
                  <Table.Td>{label ? i18n._(label) : row.action}</Table.Td>
                  <Table.Td>{row.userName ?? '—'}</Table.Td>
                  <Table.Td>{row.reason ?? ''}</Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
    </div>
  )
}
