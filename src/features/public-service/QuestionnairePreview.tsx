import { Card, Checkbox, Radio, Rating, Stack, Text, Textarea, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Question } from '@/domain/survey'

export type QuestionnairePreviewProps = { title: string; intro: string; questions: readonly Question[] }

/** The questionnaire roughly as a customer sees it on the public page (answers here are not kept). */
export function QuestionnairePreview({ title, intro, questions }: QuestionnairePreviewProps) {
  const { t } = useLingui()
  return (
    <Stack gap="sm" maw={480} mx="auto" w="100%" aria-label={t`预览`}>
      <Card withBorder>
        <Title order={4}>{title || t`（未填写标题）`}</Title>
        {intro && (
          <Text size="sm" c="dimmed" mt={4}>
            {intro}
          </Text>
        )}
      </Card>
      {questions.map((question, index) => (
        <Card withBorder key={question.id}>
          <Text fw={600} mb="xs">
            {index + 1}. {question.title || t`（未填写题目）`}
            {question.required && (
              <Text span c="red" ml={4}>
                *
              </Text>
            )}
          </Text>
          {question.kind === 'single' && (
            <Radio.Group>
              <Stack gap="xs">
                {question.options.map((option) => (
                  <Radio key={option.id} value={option.id} label={option.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {question.kind === 'multiple' && (
            <Stack gap="xs">
              {question.options.map((option) => (
                <Checkbox key={option.id} label={option.label} />
              ))}
            </Stack>
          )}
          {question.kind === 'rating' && <Rating size="lg" />}
          {question.kind === 'text' && <Textarea autosize minRows={2} maxLength={question.maxLength} />}
        </Card>
      ))}
    </Stack>
  )
}
