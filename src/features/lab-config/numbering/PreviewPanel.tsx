import { useMemo, useState } from 'react'
import { Code, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { numberingQueries, type PreviewRequest } from '@/api/numbering'
import { labDay } from '@/domain/labClock'
import { RULE_ITEM_TYPE as T, type NumberedDocument, type RuleItem } from '@/domain/numbering'
import { errorMessage } from '@/ui/errors/errorMessage'
import { DateField } from '@/ui/dates/DateField'
import {
  DEPARTMENT_LEVEL_SEPARATOR,
  contextNeeds,
  previewContext,
  sampleContextInputs,
  type ContextField,
  type ContextInputs,
} from './ruleDraft'
import { FOLLOW_DOCUMENT, type RuleLabels } from './useRuleLabels'

/** How long the preview waits after the last change before it asks the server. */
export const PREVIEW_DEBOUNCE_MS = 400

export type PreviewPanelProps = {
  document: NumberedDocument
  items: readonly RuleItem[]
  /** False while the rule has problems: the server would only refuse it. */
  valid: boolean
  labels: RuleLabels
}

/** The number serial 1 of the rule would get now (POST preview), with the document values the rule needs. */
export function PreviewPanel({ document, items, valid, labels }: PreviewPanelProps) {
  const { t, i18n } = useLingui()
  const [inputs, setInputs] = useState<ContextInputs>(() => sampleContextInputs(labDay(Date.now())))
  const needs = useMemo(() => contextNeeds(items), [items])
  const request = useMemo<PreviewRequest>(
    () => ({ document, items: [...items], serial: 1, context: previewContext(inputs, needs) }),
    [document, items, inputs, needs],
  )
  const [debounced] = useDebouncedValue(request, PREVIEW_DEBOUNCE_MS)
  const preview = useQuery({ ...numberingQueries.preview(debounced), enabled: valid })
  const waiting = valid && (JSON.stringify(debounced) !== JSON.stringify(request) || preview.isFetching)

  const setInput = (field: ContextField) => (value: string) =>
    setInputs((current) => ({ ...current, [field]: value }))

  const result = !valid ? (
    <Text size="sm" c="dimmed">{t`规则有误，改正后显示预览。`}</Text>
  ) : preview.isError && !waiting ? (
    <Text size="sm" c="red" role="alert">
      {errorMessage(preview.error, i18n)}
    </Text>
  ) : (
    <Code
      block
      fz="lg"
      fw={600}
      data-testid="numbering-preview"
      style={{ wordBreak: 'break-all', opacity: waiting ? 0.6 : 1 }}
    >
      {preview.data?.number ?? '…'}
    </Code>
  )

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Title order={3} fz="md">
            {t`预览`}
          </Title>
          {waiting && <Loader size="xs" aria-label={t`正在生成预览`} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t`现在取号、流水号为 1 时的编号：`}
        </Text>
        <div aria-live="polite">{result}</div>
        {needs.length > 0 && (
          <Stack gap="xs" mt="xs">
            <Text size="sm" fw={500}>
              {t`示例单据`}
            </Text>
            <Text size="xs" c="dimmed">
              {t`编号中的这些值取自单据，此处填写示例值，仅用于预览，不会保存。`}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 1 }} spacing="xs">
              {needs.map((field) => (
                <ContextInput
                  key={field}
                  field={field}
                  value={inputs[field]}
                  labels={labels}
                  onChange={setInput(field)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

type ContextInputProps = {
  field: ContextField
  value: string
  labels: RuleLabels
  onChange: (value: string) => void
}

function ContextInput({ field, value, labels, onChange }: ContextInputProps) {
  const { t } = useLingui()
  const typeLabel = labels.formula.type
  const text = (label: string, description?: string) => (
    <TextInput
      size="xs"
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
  switch (field) {
    case 'departmentAbbr':
      return text(typeLabel(T.departmentAbbr), t`多级时自上而下，以 ${DEPARTMENT_LEVEL_SEPARATOR} 分隔`)
    case 'departmentCode':
      return text(typeLabel(T.departmentCode), t`多级时自上而下，以 ${DEPARTMENT_LEVEL_SEPARATOR} 分隔`)
    case 'disciplineNo':
      return text(typeLabel(T.disciplineNo))
    case 'projectNo':
      return text(typeLabel(T.projectNo))
    case 'groupCode':
      return text(typeLabel(T.groupCode))
    case 'calibrationDate':
      return <DateField size="xs" label={typeLabel(T.calibrationDate)} value={value} onChange={onChange} />
    case 'inspectionType':
      return (
        <Select
          size="xs"
          label={t`检验类型`}
          data={labels.inspections.filter((option) => option.value !== FOLLOW_DOCUMENT)}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      )
  }
}
