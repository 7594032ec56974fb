import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useDict } from '@/app/startup/useDict'
import {
  DATE_PATTERNS,
  DEPARTMENT_MODE,
  INSPECTION_CODES,
  MAX_DIGITS,
  MIN_DIGITS,
  isInspectionType,
  type InspectionType,
} from '@/domain/numbering'
import { ITEM_TYPES, type FormulaLabels } from './ruleDraft'

export type Option = { value: string; label: string }

/** The inspection code option "the document's own type" (a Select needs a value for it). */
export const FOLLOW_DOCUMENT = 'document'

export type RuleLabels = {
  formula: FormulaLabels
  /** rules_item_type */
  types: Option[]
  /** department_or_type */
  modes: Option[]
  /** rules_digits_type */
  digits: Option[]
  /** now_date_type (its keys are the patterns) */
  patterns: Option[]
  /** inspection_type with the code each prints; FOLLOW_DOCUMENT the document's own */
  inspections: Option[]
}

/**
 * The dictionaries an item is chosen from, in the UI's language. The values are the domain's codes; a
 * value a dictionary lacks (not loaded yet, or an entry removed) is still offered, under its code.
 */
export function useRuleLabels(): RuleLabels {
  const { t } = useLingui()
  const typeDict = useDict('rules_item_type')
  const modeDict = useDict('department_or_type')
  const digitDict = useDict('rules_digits_type')
  const patternDict = useDict('now_date_type')
  const inspectionDict = useDict('inspection_type')
  const followDocument = t`随单据的检验类型`

  return useMemo(() => {
    const labelOf = (options: readonly { key: string; label: string }[]) => {
      const labels = new Map(options.map((option) => [option.key, option.label]))
      return (key: string | number) => labels.get(String(key)) ?? String(key)
    }
    const typeLabel = labelOf(typeDict)
    const modeLabel = labelOf(modeDict)
    const digitLabel = labelOf(digitDict)
    const patternLabel = labelOf(patternDict)
    const inspectionName = labelOf(inspectionDict)
    const inspectionLabel = (type: InspectionType | null) =>
      type === null ? followDocument : `${inspectionName(type)} ${INSPECTION_CODES[type]}`

    const digitValues = Array.from({ length: MAX_DIGITS - MIN_DIGITS + 1 }, (_, index) => MIN_DIGITS + index)
    const inspectionValues = Object.keys(INSPECTION_CODES).map(Number).filter(isInspectionType)
    return {
      formula: { type: typeLabel, mode: modeLabel, digits: digitLabel, inspection: inspectionLabel },
      types: ITEM_TYPES.map((type) => ({ value: String(type), label: typeLabel(type) })),
      modes: Object.values(DEPARTMENT_MODE).map((mode) => ({ value: String(mode), label: modeLabel(mode) })),
      digits: digitValues.map((digits) => ({ value: String(digits), label: digitLabel(digits) })),
      patterns: DATE_PATTERNS.map((pattern) => ({ value: pattern, label: patternLabel(pattern) })),
      inspections: [
        { value: FOLLOW_DOCUMENT, label: followDocument },
        ...inspectionValues.map((type) => ({ value: String(type), label: inspectionLabel(type) })),
      ],
    }
  }, [typeDict, modeDict, digitDict, patternDict, inspectionDict, followDocument])
}
