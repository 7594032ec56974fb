import { useRef, useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { quoteRefusalOf, type QuoteRefusal } from '@/api/quotes'
import { submitTracePlan, tracePlanQueries } from '@/api/standards/plans'
import { DateField } from '@/ui/dates/DateField'
import { errorMessage } from '@/ui/errors/errorMessage'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import { planDraftProblems, submissionOf, type PlanDraft } from './planDraft'
import { PlanLinesEditor } from './PlanLinesEditor'

export type PlanFormProps = {
  initial: PlanDraft
  onCancel: () => void
  onSaved: () => Promise<void>
}

const FORM_FIELDS = new Set(['name', 'periodStart', 'periodEnd'])

/**
 * The author's changes of a draft, a plan failed at audit or one split off: its title, period and remark,
 * and its devices. A missing value shows under its field once saving was tried; the server's refusal under
 * the line or field it names, or above the buttons.
 */
export function PlanForm({ initial, onCancel, onSaved }: PlanFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState(initial)
  const [tried, setTried] = useState(false)
  const [refusal, setRefusal] = useState<QuoteRefusal | null>(null)

  const set = (change: Partial<PlanDraft>) => {
    setDraft((current) => ({ ...current, ...change }))
    setRefusal(null)
  }
  const problems = tried ? planDraftProblems(draft) : []
  const missing: Record<string, string> = {
    name: t`请输入计划名称`,
    periodStart: t`请选择日期`,
    periodEnd: t`计划结束日期不能早于开始日期`,
    plannedDate: t`请选择日期`,
  }
  const errorOf = (field: string): string | undefined => {
    if (refusal?.line === null && refusal.field === field) return refusal.message
    return problems.some((problem) => problem.line === null && problem.field === field)
      ? missing[field]
      : undefined
  }
  const lineError = (lineKey: number, field: string): string | undefined => {
    const index = draft.lines.findIndex((line) => line.key === lineKey)
    if (refusal?.line === index && (refusal.field ?? 'deviceId') === field) return refusal.message
    return problems.some((problem) => problem.line === index && problem.field === field)
      ? missing[field]
      : undefined
  }
  const loose = refusal !== null && refusal.line === null && !FORM_FIELDS.has(refusal.field ?? '')

  const save = useMutation({
    mutationFn: () => submitTracePlan(submissionOf(draft)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(tracePlanQueries.detail(saved.id).queryKey, saved)
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
      data-plan-form
      onSubmit={(event) => {
        event.preventDefault()
        setTried(true)
        if (planDraftProblems(draft).length > 0) {
          focusFirstInvalid(formRef.current)
          return
        }
        save.mutate()
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="xs">
        <TextInput
          label={t`计划名称`}
          required
          maxLength={200}
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <DateField
          label={t`计划开始`}
          required
          value={draft.periodStart}
          error={errorOf('periodStart')}
          onChange={(periodStart) => set({ periodStart })}
        />
        <DateField
          label={t`计划结束`}
          required
          value={draft.periodEnd}
          error={errorOf('periodEnd')}
          onChange={(periodEnd) => set({ periodEnd })}
        />
      </SimpleGrid>
      <Textarea
        mt="xs"
        label={t`备注`}
        maxLength={500}
        autosize
        minRows={1}
        value={draft.remark}
        onChange={(event) => set({ remark: event.currentTarget.value })}
      />
      <PlanLinesEditor
        lines={draft.lines}
        periodStart={draft.periodStart}
        onChange={(lines) => set({ lines })}
        errorOf={lineError}
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
