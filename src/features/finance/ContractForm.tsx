import { useRef, useState } from 'react'
import { Alert, Button, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { contractQueries, submitContract } from '@/api/contracts'
import { quoteRefusalOf, type QuoteRefusal } from '@/api/quotes'
import { errorMessage } from '@/ui/errors/errorMessage'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import {
  contractDraftProblems,
  contractMessage,
  submissionOf,
  type ContractDraft,
  type ContractDraftProblem,
} from './contractDraft'
import { ContractHeaderFields } from './ContractHeaderFields'
import { ContractLinesEditor } from './ContractLinesEditor'

export type ContractFormProps = {
  initial: ContractDraft
  /** Orders name the contract: only its validity, ceiling, contact and remark may change. */
  termsFixed: boolean
  onCancel: () => void
  onSaved: () => Promise<void>
}

const FORM_FIELDS = new Set([
  'name',
  'customerName',
  'discountPercent',
  'packageSum',
  'ceiling',
  'validFrom',
  'validUntil',
  'lines',
])
const REFUSED_FIELD: Record<string, string> = { customerId: 'customerName' }

/**
 * Making or changing a contract: its fields and its items. A problem shows under its field (a missing value
 * once saving was tried); the server's refusal under the field it names, or above the buttons.
 */
export function ContractForm({ initial, termsFixed, onCancel, onSaved }: ContractFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(initial)
  const [tried, setTried] = useState(false)
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null)
  const language = i18n.locale === 'en' ? 'en' : 'zh'

  const set = (change: Partial<ContractDraft> | ((current: ContractDraft) => Partial<ContractDraft>)) => {
    setDraft((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }))
    setRefusal(null)
  }
  const problems = contractDraftProblems(draft)
  const shown = problems.filter(
    (problem) => tried || (problem.code !== 'required' && problem.code !== 'contract.linesRequired'),
  )
  const textOf = (problem: ContractDraftProblem): string => {
    if (problem.code !== 'required') return contractMessage(problem.code, language) ?? problem.code
    if (problem.field === 'name') return t`请输入合同名称`
    if (problem.field === 'customerName') return t`请选择已登记的客户`
    return t`请选择日期`
  }
  const errorOf = (field: string): string | undefined => {
    if (refusal?.line === null && refusal.field && (REFUSED_FIELD[refusal.field] ?? refusal.field) === field)
      return refusal.message
    const problem = shown.find((candidate) => candidate.line === null && candidate.field === field)
    return problem ? textOf(problem) : undefined
  }
  const lineError = (lineKey: number, field: string): string | undefined => {
    const index = draft.lines.findIndex((line) => line.key === lineKey)
    if (refusal?.line === index && refusal.field === field) return refusal.message
    const problem = shown.find((candidate) => candidate.line === index && candidate.field === field)
    return problem ? textOf(problem) : undefined
  }
  const loose =
    refusal &&
    (refusal.line === null
      ? !FORM_FIELDS.has(REFUSED_FIELD[refusal.field ?? ''] ?? refusal.field ?? '')
      : false)

  const save = useMutation({
    mutationFn: () => submitContract(submissionOf(draft)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contractQueries.detail(saved.id).queryKey, saved)
      notifications.show({ color: 'green', message: t`操作成功` })
      await onSaved()
    },
    onError: (error) => {
      setRefusal(
        quoteRefusalOf(error) ?? {
          message: errorMessage(error, i18n),
          problem: null,
          line: null,
          field: null,
        },
      )
      focusFirstInvalid(formRef.current)
    },
  })

  return (
    <form
      ref={formRef}
      noValidate
      data-contract-form
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (problems.length > 0) {
          focusFirstInvalid(formRef.current)
          return
        }
        save.mutate()
      }}
    >
      <ContractHeaderFields draft={draft} set={set} errorOf={errorOf} termsFixed={termsFixed} />
      <ContractLinesEditor
        kind={Number(draft.kind)}
        lines={draft.lines}
        onChange={(lines) => set({ lines })}
        errorOf={lineError}
        linesError={errorOf('lines')}
        fixed={termsFixed}
      />
      {loose && (
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
