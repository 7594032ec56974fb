import type { ReactNode } from 'react'
import { Center, Group, Loader, Pagination, Table, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDictLabel } from '@/ui/reference/referenceData'
import type { WorkItem, WorkPage } from '@/features/shared/work/api'
import { formatDays, formatLabTime, processName } from '@/features/shared/work/format'
import { StatusBadge } from '@/features/shared/work/StatusBadge'

export type WorkListTableProps = {
  page: WorkPage | undefined
  loading: boolean
  error: ReactNode
  empty: string
  label: string
  /** The link of a row (handle or detail). */
  action: (item: WorkItem) => ReactNode
  onPageChange: (current: number) => void
}

/** The rows of 我的待办 / 我的申请: the request, its dates and state, and what to do with it. */
export function WorkListTable({
  page,
  loading,
  error,
  empty,
  label,
  action,
  onPageChange,
}: WorkListTableProps) {
  const { t, i18n } = useLingui()
  const leaveTypeLabel = useDictLabel('leave_type')
  if (!page) {
    return <Center py="xl">{error ?? (loading ? <Loader /> : null)}</Center>
  }
  if (page.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    )
  }
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`流程`}</Table.Th>
              <Table.Th>{t`申请人`}</Table.Th>
              <Table.Th>{t`请假类型`}</Table.Th>
              <Table.Th>{t`开始时间`}</Table.Th>
              <Table.Th>{t`结束时间`}</Table.Th>
              <Table.Th>{t`天数`}</Table.Th>
              <Table.Th>{t`状态`}</Table.Th>
              <Table.Th>{t`操作`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.records.map((item) => (
              <Table.Tr key={`${item.processInstanceId}:${item.taskId ?? ''}`}>
                <Table.Td>
                  {processName(item.processDefinitionKey, item.processDefinitionName, i18n)}
                </Table.Td>
                <Table.Td>{item.applicantName}</Table.Td>
                <Table.Td>{leaveTypeLabel(item.leaveType) || item.leaveTypeName}</Table.Td>
                <Table.Td>{formatLabTime(item.startTime, i18n.locale)}</Table.Td>
                <Table.Td>{formatLabTime(item.endTime, i18n.locale)}</Table.Td>
                <Table.Td>{item.days === null ? '—' : formatDays(item.days)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={item.processStatus} />
                </Table.Td>
                <Table.Td>{action(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.pages > 1 && (
        <Group justify="flex-end" mt="md">
          <Pagination total={page.pages} value={page.current} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </>
  )
}
