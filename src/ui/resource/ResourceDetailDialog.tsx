import type { ReactNode } from 'react'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { columnOf, localize, type ResourceDeclaration, type ResourceField } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { FieldValue } from './FieldValue'
import { RecordHistory } from './RecordHistory'

export type ResourceDetailDialogProps = {
  resource: ResourceDeclaration
  row: ResourceRecord | undefined
  /** What a page shows besides the declared fields (a user's roles). */
  extras?: (row: ResourceRecord) => ReactNode
  /** Labels of the history's fields that are not declared ones (kept by a module). */
  historyLabels?: Readonly<Record<string, string>>
  /** Values the page shows its own way, by field name (a history entry's changes as a table). */
  cells?: Partial<Record<string, (row: ResourceRecord) => ReactNode>>
  onClose: () => void
}

/** A key whose record's name is shown through a joined field (a custodian's id beside her name): left out. */
const shownByName = (resource: ResourceDeclaration, field: ResourceField) =>
  field.source !== undefined &&
  'resource' in field.source &&
  resource.fields.some((other) => other.join?.key === columnOf(field))

/**
 * 查看: every field of a record, read-only, including the columns hidden in the table; and, when its
 * declaration keeps one, the record's change history.
 */
export function ResourceDetailDialog({
  resource,
  row,
  extras,
  historyLabels,
  cells,
  onClose,
}: ResourceDetailDialogProps) {
  const { t, i18n } = useLingui()
  const fields = resource.fields.filter((field) => field.name in (row ?? {}) && !shownByName(resource, field))
  return (
    <AppDialog
      opened={row !== undefined}
      onClose={onClose}
      title={`${localize(resource.label, i18n.locale)} · ${t`查看`}`}
    >
      {row && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
          {fields.map((field) => {
            const own = cells?.[field.name]
            // A page's own rendering may be a block (a table): the whole width, and not inside a paragraph.
            return (
              <Stack key={field.name} gap={0} style={own ? { gridColumn: '1 / -1' } : undefined}>
                <Text size="xs" c="dimmed">
                  {localize(field.label, i18n.locale)}
                </Text>
                {own ? (
                  own(row)
                ) : (
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    <FieldValue field={field} value={row[field.name]} />
                  </Text>
                )}
              </Stack>
            )
          })}
          {extras?.(row)}
          {resource.history && (
            <RecordHistory resource={resource} recordId={row.id} fieldLabels={historyLabels} />
          )}
        </SimpleGrid>
      )}
    </AppDialog>
  )
}
