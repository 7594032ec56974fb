import { Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchRecordHistory } from '@/api/resources'
import { fieldByName, localize, type ResourceDeclaration } from '@/domain/resources'
import { formatLabTime } from '@/ui/format/labTime'
import { FieldValue } from './FieldValue'

/** Query keys of records' histories: a page that changes a record beside the form refreshes its history. */
export const recordHistoryQueries = {
  all: () => ['resource-history'] as const,
  of: (resource: ResourceDeclaration, id: string) =>
    queryOptions({
      queryKey: [...recordHistoryQueries.all(), resource.code, id] as const,
      queryFn: () => fetchRecordHistory(resource, id),
      staleTime: 0,
    }),
}

const ACTION_COLOR: Partial<Record<string, string>> = { create: 'green', remove: 'red', withdraw: 'red' }

/** A value before or after a change: labels for dictionary keys and options, — for none. */
function ChangedValue({
  resource,
  field,
  value,
}: {
  resource: ResourceDeclaration
  field: string
  value: string | null
}) {
  const declared = fieldByName(resource, field)
  if (value === null || value === '') return <>—</>
  return declared ? <FieldValue field={declared} value={value} /> : <>{value}</>
}

export type RecordHistoryProps = {
  resource: ResourceDeclaration
  recordId: string
  /** Labels of what a module keeps in the history beside the declared fields (a standard's devices). */
  fieldLabels?: Readonly<Record<string, string>>
}

/**
 * 变更记录 of a record whose declaration keeps its history (ISO/IEC 17025 8.4): each change, newest first,
 * with who made it, when, why, and every field before and after, named by its label.
 */
export function RecordHistory({ resource, recordId, fieldLabels }: RecordHistoryProps) {
  const { t, i18n } = useLingui()
  const history = useQuery(recordHistoryQueries.of(resource, recordId))
  // The engine's actions and the steps modules keep (standards, a staff certificate's withdrawal); another
  // is shown by its name.
  const actionLabel: Partial<Record<string, string>> = {
    create: t`新增`,
    update: t`修改`,
    remove: t`删除`,
    state: t`状态变更`,
    trace: t`溯源结果`,
    check: t`期间核查`,
    version: t`新版本`,
    withdraw: t`撤回`,
    reinstate: t`恢复`,
  }
  const fieldLabel = (name: string) => {
    const field = fieldByName(resource, name)
    return field ? localize(field.label, i18n.locale) : (fieldLabels?.[name] ?? name)
  }
  const entries = history.data ?? []

  return (
    <section style={{ gridColumn: '1 / -1' }} aria-label={t`变更记录`} data-record-history>
      <Title order={4} fz="sm" mt="md" mb="xs">
        {t`变更记录`}
      </Title>
      {history.isPending ? (
        <Loader size="sm" />
      ) : history.isError ? (
        <Text size="sm" c="dimmed">{t`变更记录加载失败`}</Text>
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">{t`暂无变更记录`}</Text>
      ) : (
        <Stack gap="sm">
          {entries.map((entry) => (
            <Stack key={entry.id} gap={4} data-history-entry={entry.action}>
              <Group gap="xs" wrap="wrap">
                <Badge size="sm" variant="light" color={ACTION_COLOR[entry.action] ?? 'blue'}>
                  {actionLabel[entry.action] ?? entry.action}
                </Badge>
                <Text size="sm">{formatLabTime(entry.at, i18n.locale)}</Text>
                <Text size="sm" c="dimmed">
                  {entry.userName ?? '—'}
                </Text>
              </Group>
              {entry.reason && (
                <Text size="sm">
                  {t`原因`}：{entry.reason}
                </Text>
              )}
              {entry.changes.length > 0 && (
                <Table.ScrollContainer minWidth={320}>
                  <Table withTableBorder fz="sm" verticalSpacing={4}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th w="30%">{t`字段`}</Table.Th>
                        <Table.Th w="35%">{t`变更前`}</Table.Th>
                        <Table.Th w="35%">{t`变更后`}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {entry.changes.map((change) => (
                        <Table.Tr key={change.field}>
                          <Table.Td>{fieldLabel(change.field)}</Table.Td>
                          <Table.Td style={{ wordBreak: 'break-word' }}>
                            <ChangedValue resource={resource} field={change.field} value={change.before} />
                          </Table.Td>
                          <Table.Td style={{ wordBreak: 'break-word' }}>
                            <ChangedValue resource={resource} field={change.field} value={change.after} />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  )
}
