import type { ReactNode } from 'react'
import { Group, Paper, Stack, Title } from '@mantine/core'
import type { RegistrationDraft } from '@/domain/registration/draft'
import type { DraftSection } from '../draftView'
import type { DraftEditor } from '../useDraftEditor'

/** What every section of the draft editor gets: the record, whether it may change, and the problems. */
export type SectionProps = {
  record: RegistrationDraft
  disabled: boolean
  /** Problem messages by field path, already in the UI's language. */
  errors: Readonly<Record<string, string>>
  change: DraftEditor['change']
}

/** Sets one top-level field of the record. */
export const setter =
  (change: DraftEditor['change']) =>
  <K extends keyof RegistrationDraft>(field: K, value: RegistrationDraft[K]) =>
    change([field], (record) => ({ ...record, [field]: value }))

/** A text box's value as the record keeps it: blank is null. */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text)

export type SectionFrameProps = {
  id: DraftSection
  title: ReactNode
  actions?: ReactNode
  children: ReactNode
}

/** One card of the editor; `data-section` lets the page scroll to the first problem. */
export function Section({ id, title, actions, children }: SectionFrameProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-section={id} component="section">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        {actions}
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  )
}
