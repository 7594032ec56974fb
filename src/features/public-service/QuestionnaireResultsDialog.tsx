import { lazy, Suspense } from 'react'
import { Badge, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AppDialog } from '@/ui/AppDialog'
import { fetchQuestionnaireResults, questionnaireKeys, type QuestionnaireResults } from './questionnaireApi'
import { KIND_LABELS } from './questionnaireMessages'

const SurveyResultChart = lazy(() =>
  import('./SurveyResultChart').then((module) => ({ default: module.SurveyResultChart })),
)

export type QuestionnaireResultsDialogProps = {
  questionnaire: { id: string; title: string } | null
  onClose: () => void
}

type Tally = QuestionnaireResults['questions'][number]

function TallyCard({ tally, index }: { tally: Tally; index: number }) {
  const { t, i18n } = useLingui()
  const number = index + 1
  return (
    <Card withBorder data-result={tally.questionId}>
      <Group justify="space-between" mb="xs" wrap="nowrap" align="flex-start">
        <Text fw={600}>
          {number}. {tally.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light">{i18n._(KIND_LABELS[tally.kind])}</Badge>
          <Badge variant="outline">{t`${tally.answered} 人作答`}</Badge>
        </Group>
      </Group>
      {(tally.kind === 'single' || tally.kind === 'multiple') && (
        <Suspense fallback={<Loader size="sm" />}>
          <SurveyResultChart
            bars={tally.options.map((option) => ({ label: option.label, count: option.count }))}
          />
        </Suspense>
      )}
      {tally.kind === 'rating' && (
        <Stack gap={4}>
          <Text>
            {t`平均分`}{' '}
            <Text span fw={700} fz="lg" data-average>
              {tally.average === null ? '—' : i18n.number(tally.average, { minimumFractionDigits: 2 })}
            </Text>{' '}
            / 5
          </Text>
          <Suspense fallback={<Loader size="sm" />}>
            <SurveyResultChart
              bars={tally.distribution.map((count, star) => ({ label: t`${star + 1} 星`, count })).reverse()}
            />
          </Suspense>
        </Stack>
      )}
      {tally.kind === 'text' &&
        (tally.texts.length === 0 ? (
          <Text c="dimmed">{t`暂无回答`}</Text>
        ) : (
          <List spacing={4} size="sm">
            {tally.texts.map((text, textIndex) => (
              <List.Item key={textIndex}>{text}</List.Item>
            ))}
          </List>
        ))}
    </Card>
  )
}

/** 查看结果: responses against links handed out, then per question its chart, rating or texts. */
export function QuestionnaireResultsDialog({ questionnaire, onClose }: QuestionnaireResultsDialogProps) {
  const { t } = useLingui()
  const id = questionnaire?.id ?? ''
  const results = useQuery({
    queryKey: questionnaireKeys.results(id),
    queryFn: () => fetchQuestionnaireResults(id),
    enabled: questionnaire !== null,
  })
  const data = results.data
  return (
    <AppDialog
      opened={questionnaire !== null}
      onClose={onClose}
      title={`${t`问卷结果`} · ${questionnaire?.title ?? ''}`}
    >
      {!data ? (
        <Loader />
      ) : (
        <Stack>
          <Group>
            <Title order={4} data-testid="survey-responses">
              {t`已收回 ${data.responses} 份 / 共 ${data.links} 个链接`}
            </Title>
          </Group>
          {data.questions.map((tally, index) => (
            <TallyCard key={tally.questionId} tally={tally} index={index} />
          ))}
        </Stack>
      )}
    </AppDialog>
  )
}
