import { Badge, Card, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { NumberingRuleRecord } from '@/api/numbering'
import type { NumberedDocument, RuleItem } from '@/domain/numbering'
import { FormulaView } from './FormulaView'
import { DOCUMENT_LABELS } from './messages'
import type { FormulaLabels } from './ruleDraft'

export type RuleOverviewProps = {
  records: readonly NumberingRuleRecord[]
  /** The saved items of each document type. */
  savedItems: Readonly<Record<NumberedDocument, readonly RuleItem[]>>
  selected: NumberedDocument
  isDirty: (document: NumberedDocument) => boolean
  labels: FormulaLabels
  onSelect: (document: NumberedDocument) => void
}

/**
 * Every document type's rule at a glance: its formula, the number serial 1 would get today and whether it is
 * the lab's own rule or the default. A card opens its rule in the editor below.
 */
export function RuleOverview({
  records,
  savedItems,
  selected,
  isDirty,
  labels,
  onSelect,
}: RuleOverviewProps) {
  const { t, i18n } = useLingui()
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, xl: 4 }} spacing="sm" role="group" aria-label={t`单据类型`}>
      {records.map((record) => {
        const active = record.document === selected
        const name = i18n._(DOCUMENT_LABELS[record.document])
        return (
          <Card
            key={record.document}
            component="button"
            type="button"
            aria-pressed={active}
            aria-label={name}
            data-document={record.document}
            withBorder
            radius="md"
            padding="sm"
            onClick={() => onSelect(record.document)}
            style={{
              textAlign: 'left',
              cursor: 'pointer',
              borderColor: active ? 'var(--mantine-primary-color-filled)' : undefined,
              boxShadow: active ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
            }}
          >
            <Stack gap={6}>
              <Group gap={6} justify="space-between">
                <Text fw={600}>{name}</Text>
                <Group gap={4}>
                  {isDirty(record.document) && (
                    <Badge size="sm" color="orange" variant="light">
                      {t`未保存`}
                    </Badge>
                  )}
                  <Badge size="sm" variant="light" color={record.custom ? 'teal' : 'gray'} data-rule-source>
                    {record.custom ? t`本实验室规则` : t`默认规则`}
                  </Badge>
                </Group>
              </Group>
              <FormulaView items={savedItems[record.document]} labels={labels} />
              <Text size="xs" c="dimmed" component="div">
                {t`示例：`}
                {record.example ? (
                  <Code fz="xs" data-example>
                    {record.example}
                  </Code>
                ) : (
                  t`随单据而定（部门、检验类型等）`
                )}
              </Text>
            </Stack>
          </Card>
        )
      })}
    </SimpleGrid>
  )
}
