import { useMemo, useState } from 'react'
import { Alert, Badge, Button, Grid, Group, List, Menu, Paper, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { resetNumberingRule, submitNumberingRule, type NumberingRuleRecord } from '@/api/numbering'
import {
  MAX_ITEMS,
  itemProblems,
  ruleProblems,
  type NumberedDocument,
  type RuleItem,
  type RuleProblemCode,
} from '@/domain/numbering'
import { errorMessage } from '@/ui/errors/errorMessage'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { formatLabTime } from '@/ui/format/labTime'
import { IconChevronDown } from '@/ui/icons'
import { FormulaView } from './FormulaView'
import { ItemRow } from './ItemRow'
import { DOCUMENT_LABELS, RULE_PROBLEM_TEXT } from './messages'
import { PreviewPanel } from './PreviewPanel'
import { isItemType, itemsOf, keyed, moveEntry, newItem, type DraftItem } from './ruleDraft'
import type { RuleLabels } from './useRuleLabels'

export type RuleEditorProps = {
  record: NumberingRuleRecord
  /** The items shown: the draft being edited, else the saved rule's. */
  draft: readonly DraftItem[]
  dirty: boolean
  canEdit: boolean
  labels: RuleLabels
  onDraftChange: (draft: readonly DraftItem[]) => void
  /** Forget the draft: back to the saved rule. */
  onDiscard: () => void
  /** The server's record after a save or a reset (the draft is done with). */
  onSaved: (record: NumberingRuleRecord) => void
}

/** The rule of one document type: its items in order, the preview, and save / reset for those allowed. */
export function RuleEditor({
  record,
  draft,
  dirty,
  canEdit,
  labels,
  onDraftChange,
  onDiscard,
  onSaved,
}: RuleEditorProps) {
  const { t, i18n } = useLingui()
  const document: NumberedDocument = record.document
  const documentName = i18n._(DOCUMENT_LABELS[document])
  const [confirmingReset, setConfirmingReset] = useState(false)
  // One array per draft: the preview's request (and its debounce) follows changes only.
  const items = useMemo(() => itemsOf(draft), [draft])
  const problems = ruleProblems({ document, items })
  // Problems of one item show on its row; the rule's own ones here.
  const itemCodes = new Set<RuleProblemCode>(items.flatMap(itemProblems))
  const ruleLevel = problems.filter((code) => !itemCodes.has(code))

  const save = useMutation({
    mutationFn: () => submitNumberingRule({ document, items }),
    onSuccess: (saved) => {
      onSaved(saved)
      notifications.show({
        color: 'green',
        message: t`${documentName}的编号规则已保存。已发出的编号不会改变，也不会重复。`,
      })
    },
  })
  const reset = useMutation({
    mutationFn: () => resetNumberingRule(document),
    onSettled: () => setConfirmingReset(false),
    onSuccess: (saved) => {
      onSaved(saved)
      notifications.show({ color: 'green', message: t`${documentName}已恢复默认编号规则。` })
    },
  })
  const failure = save.error ?? reset.error

  const change = (next: DraftItem[]) => {
    save.reset()
    reset.reset()
    onDraftChange(next)
  }
  const handleItem = (index: number) => (item: RuleItem) =>
    change(draft.map((entry, at) => (at === index ? { ...entry, item } : entry)))
  const handleAdd = (value: number) => {
    if (isItemType(value)) change([...draft, ...keyed([newItem(value)])])
  }

  const readOnly = !canEdit
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="rule-editor">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} fz="lg">
              {t`${documentName}编号规则`}
            </Title>
            {dirty && <Badge color="orange" variant="light">{t`未保存`}</Badge>}
          </Group>
          {record.custom && record.updateTime && (
            <Text size="xs" c="dimmed">
              {t`最后修改：${formatLabTime(record.updateTime, i18n.locale)}`}
            </Text>
          )}
        </Group>
        <FormulaView items={items} labels={labels.formula} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Stack gap="xs" aria-label={t`编号规则项`} role="list">
              {draft.map((entry, index) => (
                <div role="listitem" key={entry.key}>
                  <ItemRow
                    index={index}
                    count={draft.length}
                    item={entry.item}
                    labels={labels}
                    readOnly={readOnly}
                    onChange={handleItem(index)}
                    onMove={(delta) => change(moveEntry(draft, index, delta))}
                    onRemove={() => change(draft.filter((_, at) => at !== index))}
                  />
                </div>
              ))}
              {canEdit && (
                <Group>
                  <Menu position="bottom-start" withinPortal>
                    <Menu.Target>
                      <Button
                        variant="light"
                        rightSection={<IconChevronDown size={14} />}
                        disabled={draft.length >= MAX_ITEMS}
                      >
                        {t`添加项`}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {labels.types.map((option) => (
                        <Menu.Item key={option.value} onClick={() => handleAdd(Number(option.value))}>
                          {option.label}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <PreviewPanel document={document} items={items} valid={problems.length === 0} labels={labels} />
          </Grid.Col>
        </Grid>
        {ruleLevel.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t`规则有误，不能保存`}>
            <List size="sm">
              {ruleLevel.map((code) => (
                <List.Item key={code}>{i18n._(RULE_PROBLEM_TEXT[code])}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert" title={save.error ? t`保存失败` : t`恢复失败`}>
            {errorMessage(failure, i18n)}
          </Alert>
        )}
        {canEdit && (
          <Group justify="space-between" align="flex-end" gap="sm">
            <Text size="xs" c="dimmed" maw={520}>
              {t`保存后，新单据按新规则编号；已发出的编号不会改变，也不会重复。`}
            </Text>
            <Group gap="xs" ml="auto">
              {dirty && (
                <Button
                  variant="default"
                  onClick={() => {
                    save.reset()
                    onDiscard()
                  }}
                >
                  {t`撤销修改`}
                </Button>
              )}
              <Button variant="default" disabled={!record.custom} onClick={() => setConfirmingReset(true)}>
                {t`恢复默认`}
              </Button>
              <Button
                disabled={!dirty || problems.length > 0}
                loading={save.isPending}
                onClick={() => save.mutate()}
              >
                {t`保存`}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmingReset}
        title={t`恢复默认规则`}
        message={t`确定将${documentName}的编号规则恢复为默认规则吗？已发出的编号不会改变，也不会重复。`}
        loading={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setConfirmingReset(false)}
      />
    </Paper>
  )
}
