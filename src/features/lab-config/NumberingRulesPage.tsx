import { useMemo, useState } from 'react'
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { numberingQueries, type NumberingRuleRecord } from '@/api/numbering'
import { usePermission } from '@/app/startup/usePermission'
import { NUMBERED_DOCUMENTS, type NumberedDocument, type RuleItem } from '@/domain/numbering'
import { errorMessage } from '@/ui/errors/errorMessage'
import { RuleEditor } from './numbering/RuleEditor'
import { RuleHistory } from './numbering/RuleHistory'
import { RuleOverview } from './numbering/RuleOverview'
import { itemsOf, keyed, sameItems, storedItems, type DraftItem } from './numbering/ruleDraft'
import { useRuleLabels } from './numbering/useRuleLabels'

/** The button that allows changing the rules (server: NUMBERING_EDIT_PERMISSION). */
export const NUMBERING_EDIT = 'numbering_edit'

type Drafts = Partial<Record<NumberedDocument, readonly DraftItem[]>>

/**
 * /lab/numbering-rule: how order, sample, report and certificate numbers are made. Everyone with
 * the menu sees the rules and tries them in the preview; holders of `numbering_edit` change and reset them.
 * Unsaved changes of each document type are kept while another type is looked at.
 */
export function NumberingRulesPage() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const rules = useQuery(numberingQueries.list())
  const canEdit = usePermission(NUMBERING_EDIT)
  const labels = useRuleLabels()
  const [selected, setSelected] = useState<NumberedDocument>(NUMBERED_DOCUMENTS[0])
  const [drafts, setDrafts] = useState<Drafts>({})

  const records = rules.data
  const saved = useMemo(() => savedDrafts(records ?? []), [records])

  if (rules.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  if (rules.isError || !records) {
    return (
      <Alert color="red" variant="light" role="alert" title={t`编号规则加载失败`} maw={640} mx="auto">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(rules.error, i18n)}</Text>
          <Button size="xs" variant="default" onClick={() => void rules.refetch()}>
            {t`重试`}
          </Button>
        </Stack>
      </Alert>
    )
  }

  const record = records.find((entry) => entry.document === selected) ?? records[0]
  if (!record) return null
  const document = record.document
  const savedItems = Object.fromEntries(
    NUMBERED_DOCUMENTS.map((doc) => [doc, itemsOf(saved[doc] ?? [])]),
  ) as Record<NumberedDocument, RuleItem[]>
  const isDirty = (doc: NumberedDocument) => {
    const draft = drafts[doc]
    return draft !== undefined && !sameItems(itemsOf(draft), savedItems[doc])
  }
  const forget = (doc: NumberedDocument) =>
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== doc)))

  const handleSaved = (next: NumberingRuleRecord) => {
    queryClient.setQueryData(numberingQueries.lists(), (list: NumberingRuleRecord[] | undefined) =>
      list?.map((entry) => (entry.document === next.document ? next : entry)),
    )
    forget(next.document)
    void queryClient.invalidateQueries({ queryKey: numberingQueries.histories() })
  }

  return (
    <Stack gap="md" maw={1400} mx="auto" data-page="numbering-rules">
      <div>
        <Title order={1} fz="xl">
          {t`编号规则`}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t`委托单、样品、报告和证书的编号由下列各项依次拼接而成；每个编号只使用一次。`}
        </Text>
      </div>
      {!canEdit && (
        <Alert color="gray" variant="light" data-testid="numbering-read-only">
          {t`你没有修改编号规则的权限，只能查看。`}
        </Alert>
      )}
      <RuleOverview
        records={records}
        savedItems={savedItems}
        selected={document}
        isDirty={isDirty}
        labels={labels.formula}
        onSelect={setSelected}
      />
      <RuleEditor
        key={document}
        record={record}
        draft={drafts[document] ?? saved[document] ?? []}
        dirty={isDirty(document)}
        canEdit={canEdit}
        labels={labels}
        onDraftChange={(draft) => setDrafts((current) => ({ ...current, [document]: draft }))}
        onDiscard={() => forget(document)}
        onSaved={handleSaved}
      />
      <RuleHistory document={document} labels={labels.formula} />
    </Stack>
  )
}

/** Each document type's saved items, keyed once per answer of the list (so rows keep their keys). */
function savedDrafts(records: readonly NumberingRuleRecord[]): Drafts {
  return Object.fromEntries(records.map((record) => [record.document, keyed(storedItems(record.items))]))
}
