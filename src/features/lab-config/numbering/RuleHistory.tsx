import { Paper } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { numberingQueries } from '@/api/numbering'
import { NUMBERING_RULE_HISTORY, type NumberedDocument } from '@/domain/numbering'
import { HistoryEntries, historyFieldLabel } from '@/ui/resource/RecordHistory'
import { formulaText, formulaTokens, storedItems, type FormulaLabels } from './ruleDraft'

export type RuleHistoryProps = { document: NumberedDocument; labels: FormulaLabels }

/** A rule's items as the history keeps them (JSON), read as the formula the page shows. */
function formulaOf(value: string | null, labels: FormulaLabels): string {
  if (value === null) return '—'
  try {
    const items: unknown = JSON.parse(value)
    return Array.isArray(items) ? formulaText(formulaTokens(storedItems(items), labels)) : value
  } catch {
    return value
  }
}

/** 变更记录 of a document type's numbering rule: who changed it or went back to the default, when, from what. */
export function RuleHistory({ document, labels }: RuleHistoryProps) {
  const { i18n } = useLingui()
  const history = useQuery(numberingQueries.history(document))
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="rule-history">
      <HistoryEntries
        entries={history.data}
        isPending={history.isPending}
        isError={history.isError}
        fieldLabel={(name) =>
          historyFieldLabel({ code: NUMBERING_RULE_HISTORY, fields: [] }, name, i18n.locale)
        }
        value={(change, side) => formulaOf(change[side], labels)}
      />
    </Paper>
  )
}
