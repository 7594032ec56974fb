import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { RecordHistoryEntry, ResourceRecord } from '@/api/resources'
import { recordHistories, resourceByCode } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { ChangesTable, declaredValue, historyFieldLabel } from '@/ui/resource/RecordHistory'

type Change = RecordHistoryEntry['changes'][number]

type EntryProps = { row: ResourceRecord }

/** An entry's changes: the engine answers a json column as its text. */
function changesOf(row: ResourceRecord): Change[] {
  if (typeof row.changes !== 'string') return []
  try {
    const parsed: unknown = JSON.parse(row.changes)
    return Array.isArray(parsed) ? (parsed as Change[]) : []
  } catch {
    return []
  }
}

/** The entry's kind of record: its declaration, or only its code (the numbering rules have none). */
function kindOf(row: ResourceRecord) {
  const code = String(row.resource)
  return { code, declaration: resourceByCode(code) }
}

/** The changes on one line of the table: each field's label, before → after. */
function ChangesLine({ row }: EntryProps) {
  const { i18n } = useLingui()
  const { code, declaration } = kindOf(row)
  const kind = declaration ?? { code, fields: [] }
  const text = changesOf(row)
    .map(
      (change) =>
        `${historyFieldLabel(kind, change.field, i18n.locale)}: ${change.before ?? '—'} → ${change.after ?? '—'}`,
    )
    .join('；')
  return (
    <Text size="sm" truncate="end" title={text}>
      {text}
    </Text>
  )
}

/** The changes in 查看: every field before and after, shown as the record shows them. */
function ChangesDetail({ row }: EntryProps) {
  const { t, i18n } = useLingui()
  const { code, declaration } = kindOf(row)
  const changes = changesOf(row)
  if (changes.length === 0) return <Text size="sm">{t`无字段变更`}</Text>
  return (
    <ChangesTable
      changes={changes}
      fieldLabel={(name) => historyFieldLabel(declaration ?? { code, fields: [] }, name, i18n.locale)}
      value={declaredValue(declaration)}
    />
  )
}

const CELLS = { changes: (row: ResourceRecord) => <ChangesLine row={row} /> }
const DETAIL_CELLS = { changes: (row: ResourceRecord) => <ChangesDetail row={row} /> }

/**
 * 变更记录: every change of the lab's master records (users and roles, dictionaries, charge standards,
 * numbering rules, templates, standards, capabilities, staff records), searched by kind, record, who, action,
 * date and a word in the changes; read and exported only.
 */
export const RecordHistoryPage = () => (
  <ResourcePage resource={recordHistories} cells={CELLS} detailCells={DETAIL_CELLS} />
)
