import type { ReactNode } from 'react'
import { Group, Paper, Stack, Title } from '@mantine/core'
import type { RegistrationDraft } from '@/domain/registration/draft'

/**
 * The sections of a registration's form (the pickup tablet's draft editor, the reception desk's walk-in order):
 * each card of the form, by the field paths it holds.
 */
export type DraftSection =
  'customer' | 'contact' | 'address' | 'business' | 'car' | 'instruments' | 'photos' | 'signature' | 'remark'

/** Changes the record; `fields` are the paths it touches (a refusal about them is then hidden). */
export type DraftChange = (
  fields: readonly string[],
  next: (record: RegistrationDraft) => RegistrationDraft,
) => void

/** What every section of a registration form gets: the record, whether it may change, and the problems. */
export type SectionProps = {
  record: RegistrationDraft
  disabled: boolean
  /** Problem messages by field path, already in the UI's language. */
  errors: Readonly<Record<string, string>>
  change: DraftChange
}

/** Sets one top-level field of the record. */
export const setter =
  (change: DraftChange) =>
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
