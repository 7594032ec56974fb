import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { uuidv7 } from 'uuidv7'
import { useDict } from '@/app/startup/useDict'
import type { RegistrationDraft } from '@/domain/registration/draft'
import { Section } from '@/features/shared/registration/Section'
import { IconTrash } from '@/ui/icons'
import type { DeskItemEntry } from './deskOrder'

export type DeskItemsSectionProps = {
  record: RegistrationDraft
  items: Readonly<Record<string, readonly DeskItemEntry[]>>
  errors: Readonly<Record<string, string>>
  onChange: (lineId: string, items: readonly DeskItemEntry[]) => void
}

/** 检测项目: what is to be tested on each instrument taken in (contract review, ISO/IEC 17025 7.1). */
export function DeskItemsSection({ record, items, errors, onChange }: DeskItemsSectionProps) {
  const { t } = useLingui()
  const abilities = useDict('ability_type').map((option) => ({ value: option.key, label: option.label }))
  if (record.instruments.length === 0) return null
  return (
    <Section id="instruments" title={t`检测项目`}>
      {record.instruments.map((line, index) => {
        const entries = items[line.id] ?? []
        const update = (place: number, patch: Partial<DeskItemEntry>) =>
          onChange(
            line.id,
            entries.map((entry, i) => (i === place ? { ...entry, ...patch } : entry)),
          )
        const name = line.name.trim() || t`器具 ${index + 1}`
        return (
          <Stack key={line.id} gap={6} data-desk-items={index}>
            <Text fw={500}>{name}</Text>
            {entries.map((entry, place) => {
              const path = `instruments.${index}.items.${place}`
              return (
                <Group key={entry.id} align="flex-start" gap="xs" wrap="wrap">
                  <TextInput
                    aria-label={t`${name} 的检测项目 ${place + 1}`}
                    placeholder={t`项目名称`}
                    w={220}
                    maxLength={200}
                    value={entry.name}
                    error={errors[`${path}.name`]}
                    onChange={(event) => update(place, { name: event.currentTarget.value })}
                    data-field={`${path}.name`}
                  />
                  <Select
                    aria-label={t`${name} 的能力类型 ${place + 1}`}
                    placeholder={t`能力类型`}
                    w={180}
                    data={abilities}
                    value={entry.abilityCode}
                    error={errors[`${path}.abilityCode`]}
                    onChange={(value) => update(place, { abilityCode: value })}
                    comboboxProps={{ withinPortal: true }}
                    data-field={`${path}.abilityCode`}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t`删除第 ${place + 1} 项`}
                    onClick={() =>
                      onChange(
                        line.id,
                        entries.filter((_, i) => i !== place),
                      )
                    }
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              )
            })}
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => onChange(line.id, [...entries, { id: uuidv7(), name: '', abilityCode: null }])}
              >
                {t`添加项目`}
              </Button>
            </Group>
          </Stack>
        )
      })}
    </Section>
  )
}
