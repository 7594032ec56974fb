import { useRef, useState } from 'react'
import { Alert, Button, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { quoteQueries, quoteRefusalOf, submitQuote, type QuoteRefusal } from '@/api/quotes'
import { BILLING_MESSAGES, type BillingMessageCode } from '@/domain/billing'
import { fieldByName, fieldError, quotes } from '@/domain/resources'
import { errorMessage } from '@/ui/errors/errorMessage'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import {
  draftProblems,
  liveLines,
  liveTotals,
  submissionOf,
  type DraftProblem,
  type QuoteDraft,
} from './quoteDraft'
import { QuoteHeaderFields } from './QuoteHeaderFields'
import { QuoteLines } from './QuoteLines'
import { QuoteTotals } from './QuoteTotals'

export type QuoteFormProps = {
  initial: QuoteDraft
  onCancel: () => void
  onSaved: () => Promise<void>
}

/** Where the server's refusal lands: its own field, or the cell of the line that holds it. */
const REFUSED_LINE_FIELD: Record<string, string> = {
  chargeStandardId: 'itemName',
  taxon: 'itemName',
  inspectionType: 'itemName',
}
const REFUSED_QUOTE_FIELD: Record<string, string> = { customerId: 'customerName' }
const QUOTE_FIELDS = new Set([
  'customerName',
  'phone',
  'kind',
  'taxRatePercent',
  'wholeDiscountPercent',
  'discountType',
  'lines',
])

/**
 * Making or changing a quote: its fields, its lines, and its totals priced live by the same code the server
 * prices with. A problem shows under its field as it is typed (a missing value once saving was tried); the
 * server's refusal shows under the field it names.
 */
export function QuoteForm({ initial, onCancel, onSaved }: QuoteFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(initial)
  const [tried, setTried] = useState(false)
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null)
  const language = i18n.locale === 'en' ? 'en' : 'zh'

  const update = (change: (current: QuoteDraft) => QuoteDraft) => {
    setDraft(change)
    setRefusal(null)
  }

  const problemText = (problem: DraftProblem): string => {
    if (problem.code !== 'required') return BILLING_MESSAGES[problem.code as BillingMessageCode][language]
    switch (problem.field) {
      case 'customerName':
        return t`请输入客户名称`
      case 'kind':
        return t`请选择报价类型`
      case 'unit':
        return t`请输入单位`
      default:
        return t`请输入项目名称`
    }
  }
  // A missing value is told once saving was tried; a wrong one as soon as it is typed.
  const shown = draftProblems(draft).filter(
    (problem) => tried || (problem.code !== 'required' && problem.code !== 'billing.linesRequired'),
  )
  const phoneField = fieldByName(quotes, 'phone')
  const phoneError = phoneField
    ? fieldError(phoneField, draft.phone, language, {
        required: (label) => t`请输入${label}`,
        tooLong: (label, max) => t`${label}最多${max}个字符`,
        pattern: (label) => t`${label}格式不正确`,
      })
    : undefined

  const quoteError = (field: string): string | undefined => {
    if (
      refusal?.line === null &&
      refusal.field &&
      (REFUSED_QUOTE_FIELD[refusal.field] ?? refusal.field) === field
    )
      return refusal.message
    if (field === 'phone') return phoneError
    const problem = shown.find((candidate) => candidate.line === null && candidate.field === field)
    return problem ? problemText(problem) : undefined
  }
  const lineError = (lineKey: number, field: string): string | undefined => {
    const index = draft.lines.findIndex((line) => line.key === lineKey)
    if (
      refusal?.line === index &&
      refusal.field &&
      (REFUSED_LINE_FIELD[refusal.field] ?? refusal.field) === field
    )
      return refusal.message
    const problem = shown.find((candidate) => candidate.line === index && candidate.field === field)
    return problem ? problemText(problem) : undefined
  }
  // A refusal that names no field the form shows is told above the buttons.
  const looseRefusal =
    refusal &&
    (refusal.line === null
      ? !QUOTE_FIELDS.has(REFUSED_QUOTE_FIELD[refusal.field ?? ''] ?? refusal.field ?? '')
      : false)

  const save = useMutation({
    mutationFn: () => submitQuote(submissionOf(draft)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(quoteQueries.detail(saved.id).queryKey, saved)
      notifications.show({ color: 'green', message: t`操作成功` })
      await onSaved()
    },
    onError: (error) => {
      const found = quoteRefusalOf(error)
      setRefusal(found ?? { message: errorMessage(error, i18n), problem: null, line: null, field: null })
      focusFirstInvalid(formRef.current)
    },
  })

  const handleSave = () => {
    setTried(true)
    if (draftProblems(draft).length > 0 || phoneError) {
      focusFirstInvalid(formRef.current)
      return
    }
    save.mutate()
  }

  const totals = liveTotals(draft)
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        handleSave()
      }}
    >
      <QuoteHeaderFields draft={draft} update={update} errorOf={quoteError} />
      <QuoteLines
        lines={draft.lines}
        priced={totals?.lines ?? liveLines(draft)}
        errorOf={lineError}
        linesError={quoteError('lines')}
        update={update}
      />
      <QuoteTotals totals={totals} taxRatePercent={draft.taxRatePercent} taxIncluded={draft.taxIncluded} />
      {looseRefusal && (
        <Alert color="red" mt="md" role="alert">
          {refusal.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t`取消`}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t`保存`}
        </Button>
      </Group>
    </form>
  )
}
