import { Fragment } from 'react'
import { Code, Text } from '@mantine/core'
import type { RuleItem } from '@/domain/numbering'
import { formulaText, formulaTokens, type FormulaLabels } from './ruleDraft'

export type FormulaViewProps = { items: readonly RuleItem[]; labels: FormulaLabels }

/** A rule as a readable formula: fixed text as it prints, the other items by name and setting, joined by +. */
export function FormulaView({ items, labels }: FormulaViewProps) {
  const tokens = formulaTokens(items, labels)
  return (
    <Text
      size="sm"
      component="div"
      data-formula={formulaText(tokens)}
      style={{ lineHeight: 1.9, wordBreak: 'keep-all', overflowWrap: 'anywhere' }}
    >
      {tokens.map((token, index) => (
        <Fragment key={index}>
          {/* Real spaces around '+' let the formula wrap there; keep-all keeps Chinese words whole. */}
          {index > 0 && (
            <Text span c="dimmed">
              {' + '}
            </Text>
          )}
          {token.kind === 'text' ? (
            <Code fz="sm">{token.text}</Code>
          ) : (
            <Text span>
              {token.label}
              {token.detail && (
                <Text span c="dimmed" size="xs" ml={2}>
                  ({token.detail})
                </Text>
              )}
            </Text>
          )}
        </Fragment>
      ))}
    </Text>
  )
}
