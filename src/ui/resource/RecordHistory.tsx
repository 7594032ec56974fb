import type { ReactNode } from 'react'
import { Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchRecordHistory, type RecordHistoryEntry } from '@/api/resources'
import {
  HISTORY_EXTRA_FIELDS,
  RECORD_HISTORY_ACTIONS,
  fieldByName,
  localize,
  type Localized,
  type ResourceDeclaration,
} from '@/domain/resources'
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

type Change = RecordHistoryEntry['changes'][number]

/** An action's name; one no module declared yet is shown as it is stored. */
export const historyActionLabel = (action: string, locale: string): string =>
  action in RECORD_HISTORY_ACTIONS
    ? localize(RECORD_HISTORY_ACTIONS[action as keyof typeof RECORD_HISTORY_ACTIONS], locale)
    : action

/**
 * A changed field's name as people read it: the declared field's label, else the label the page gives
 * (`extra`) or the one its module declares (HISTORY_EXTRA_FIELDS); `family:member` as the family's label and
 * the member. A field nobody labelled is shown by its name.
 */
export function historyFieldLabel(
  resource: Pick<ResourceDeclaration, 'code' | 'fields'> | undefined,
  name: string,
  locale: string,
  extra?: Readonly<Record<string, string>>,
): string {
  const declared = resource?.fields.find((field) => field.name === name)
  if (declared) return localize(declared.label, locale)
  if (extra?.[name]) return extra[name]
  const modules: Readonly<Record<string, Localized>> = (resource && HISTORY_EXTRA_FIELDS[resource.code]) ?? {}
  if (modules[name]) return localize(modules[name], locale)
  const colon = name.indexOf(':')
  const family = colon > 0 ? modules[name.slice(0, colon + 1)] : undefined
  return family ? `${localize(family, locale)} ${name.slice(colon + 1)}` : name
}

/** A value before or after a change: labels for dictionary keys and options, — for none. */
function ChangedValue({
  resource,
  field,
  value,
}: {
  resource: ResourceDeclaration | undefined
  field: string
  value: string | null
}) {
  const declared = resource && fieldByName(resource, field)
  if (value === null || value === '') return <>—</>
  return declared ? <FieldValue field={declared} value={value} /> : <>{value}</>
}

export type ChangesTableProps = {
  changes: readonly Change[]
  fieldLabel: (name: string) => string
  /** A value as people read it (default: as the declared field shows it, or as stored). */
  value: (change: Change, side: 'before' | 'after') => ReactNode
}

/** The fields of one change, each before and after. */
export function ChangesTable({ changes, fieldLabel, value }: ChangesTableProps) {
  const { t } = useLingui()
  return (
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
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Td>{fieldLabel(change.field)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value(change, 'before')}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{value(change, 'after')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** How a record's value reads in its history: the declared field's way, or as stored. */
export const declaredValue =
  (resource: ResourceDeclaration | undefined) =>
  (change: Change, side: 'before' | 'after'): ReactNode => (
    <ChangedValue resource={resource} field={change.field} value={change[side]} />
  )

export type HistoryEntriesProps = {
  entries: readonly RecordHistoryEntry[] | undefined
  isPending: boolean
  isError: boolean
  fieldLabel: (name: string) => string
  value: ChangesTableProps['value']
}

/** 变更记录: each change, newest first, with who made it, when, why, and every field before and after. */
export function HistoryEntries({ entries, isPending, isError, fieldLabel, value }: HistoryEntriesProps) {
  const { t, i18n } = useLingui()
  return (
    <section style={{ gridColumn: '1 / -1' }} aria-label={t`变更记录`} data-record-history>
      <Title order={4} fz="sm" mt="md" mb="xs">
        {t`变更记录`}
      </Title>
      {isPending ? (
        <Loader size="sm" />
      ) : isError ? (
        <Text size="sm" c="dimmed">{t`变更记录加载失败`}</Text>
      ) : !entries || entries.length === 0 ? (
        <Text size="sm" c="dimmed">{t`暂无变更记录`}</Text>
      ) : (
        <Stack gap="sm">
          {entries.map((entry) => (
            <Stack key={entry.id} gap={4} data-history-entry={entry.action}>
              <Group gap="xs" wrap="wrap">
                <Badge size="sm" variant="light" color={ACTION_COLOR[entry.action] ?? 'blue'}>
                  {historyActionLabel(entry.action, i18n.locale)}
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
                <ChangesTable changes={entry.changes} fieldLabel={fieldLabel} value={value} />
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </section>
  )
}

export type RecordHistoryProps = {
  resource: ResourceDeclaration
  recordId: string
  /** Labels of what a module keeps in the history beside the declared fields (a standard's devices). */
  fieldLabels?: Readonly<Record<string, string>>
}

/**
 * 变更记录 of a record whose declaration keeps its history (ISO/IEC 17025 8.4), each field named by its
 * label and each value shown as the record shows it.
 */
export function RecordHistory({ resource, recordId, fieldLabels }: RecordHistoryProps) {
  const { i18n } = useLingui()
  const history = useQuery(recordHistoryQueries.of(resource, recordId))
  return (
    <HistoryEntries
      entries={history.data}
      isPending={history.isPending}
      isError={history.isError}
      fieldLabel={(name) => historyFieldLabel(resource, name, i18n.locale, fieldLabels)}
      value={declaredValue(resource)}
    />
  )
}
