import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { questionnaires } from '@/domain/resources'
import { QUESTIONNAIRE_STATUS } from '@/domain/survey'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { useQuestionnaireDesigner } from './QuestionnaireDesigner'
import { QuestionnaireLinksDialog } from './QuestionnaireLinksDialog'
import { QuestionnaireResultsDialog } from './QuestionnaireResultsDialog'
import { closeQuestionnaire, publishQuestionnaire } from './questionnaireApi'

type Target = { id: string; title: string; status: number }
type Pending = { action: 'publish' | 'close'; target: Target } | null

// A new questionnaire starts empty; the designer adds its questions.
const NEW_QUESTIONNAIRE = { questions: [] }

const targetOf = (row: ResourceRecord): Target => ({
  id: row.id,
  title: String(row.title ?? ''),
  status: Number(row.status),
})

/** 问卷调查: the lab's questionnaires with their designer, publishing, links with QR codes and results. */
export function QuestionnairesPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const designer = useQuestionnaireDesigner()
  const canPublish = usePermission('questionnaire_publish')
  const canLink = usePermission('questionnaire_link')
  const canSeeResults = usePermission('questionnaire_result')
  const [linking, setLinking] = useState<Target | null>(null)
  const [reading, setReading] = useState<Target | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)

  const handleConfirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      if (pending.action === 'publish') await publishQuestionnaire(pending.target.id)
      else await closeQuestionnaire(pending.target.id)
      notifications.show({ color: 'green', message: t`操作成功` })
      setPending(null)
      await queryClient.invalidateQueries({ queryKey: resourceListKey(questionnaires.code) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ResourcePage
        resource={questionnaires}
        defaults={NEW_QUESTIONNAIRE}
        formExtras={designer}
        actionsWidth={300}
        rowActions={(row) => {
          const target = targetOf(row)
          const { draft, published } = QUESTIONNAIRE_STATUS
          return (
            <>
              {canPublish && target.status === draft && (
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => setPending({ action: 'publish', target })}
                >
                  {t`发布`}
                </Anchor>
              )}
              {canPublish && target.status === published && (
                <Anchor
                  component="button"
                  size="sm"
                  c="orange"
                  onClick={() => setPending({ action: 'close', target })}
                >
                  {t`结束`}
                </Anchor>
              )}
              {canLink && target.status !== draft && (
                <Anchor component="button" size="sm" onClick={() => setLinking(target)}>
                  {t`链接`}
                </Anchor>
              )}
              {canSeeResults && target.status !== draft && (
                <Anchor component="button" size="sm" onClick={() => setReading(target)}>
                  {t`结果`}
                </Anchor>
              )}
            </>
          )
        }}
      />
      <QuestionnaireLinksDialog questionnaire={linking} onClose={() => setLinking(null)} />
      <QuestionnaireResultsDialog questionnaire={reading} onClose={() => setReading(null)} />
      <ConfirmDialog
        opened={pending !== null}
        message={
          pending?.action === 'publish'
            ? t`发布后题目不能再修改，确定发布“${pending.target.title}”?`
            : t`结束后链接不再接受作答，确定结束“${pending?.target.title ?? ''}”?`
        }
        loading={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => void handleConfirm()}
      />
    </>
  )
}
