import type { ReactNode } from 'react'
import { SimpleGrid, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { localize, type ResourceDeclaration } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { FieldValue } from './FieldValue'

export type ResourceDetailDialogProps = {
  resource: ResourceDeclaration
  row: ResourceRecord | undefined
  /** What a page shows besides the declared fields (a user's roles). */
  extras?: (row: ResourceRecord) => ReactNode
  onClose: () => void
}

/** 查看: every field of a record, read-only, including the columns hidden in the table. */
export function ResourceDetailDialog({ resource, row, extras, onClose }: ResourceDetailDialogProps) {
  const { t, i18n } = useLingui()
  const fields = resource.fields.filter((field) => field.name in (row ?? {}))
  return (
    <AppDialog
      opened={row !== undefined}
      onClose={onClose}
      title={`${localize(resource.label, i18n.locale)} · ${t`查看`}`}
    >
      {row && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs">
          {fields.map((field) => (
            <Stack key={field.name} gap={0}>
              <Text size="xs" c="dimmed">
                {localize(field.label, i18n.locale)}
              </Text>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                <FieldValue field={field} value={row[field.name]} />
              </Text>
            </Stack>
          ))}
          {extras?.(row)}
        </SimpleGrid>
      )}
    </AppDialog>
  )
}
