import { useState } from 'react'
import { Alert, Box, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import {
  QUESTION_KINDS,
  QUESTIONNAIRE_STATUS,
  moveQuestion,
  newQuestion,
  validateDesign,
  type Question,
} from '@/domain/survey'
import type { FormExtras } from '@/ui/resource/ResourceFormDialog'
import { QuestionnairePreview } from './QuestionnairePreview'
import { QuestionnaireQuestionEditor } from './QuestionnaireQuestionEditor'
import { KIND_LABELS, designProblemText, makeSurveyId } from './questionnaireMessages'

export type QuestionnaireDesignerProps = {
  title: string
  intro: string
  questions: Question[]
  /** Published or closed: shown, not edited. */
  frozen: boolean
  /** The design's first problem, once the user tried to save. */
  error: string | undefined
  onChange: (questions: Question[]) => void
}

/** The questions of a questionnaire: add the four kinds, edit, reorder, remove; a preview beside. */
export function QuestionnaireDesigner({
  title,
  intro,
  questions,
  frozen,
  error,
  onChange,
}: QuestionnaireDesignerProps) {
  const { t, i18n } = useLingui()
  const [chosen, setMode] = useState<'design' | 'preview'>('design')
  // The record loads after the dialog opens: a published one is only ever shown.
  const mode = frozen ? 'preview' : chosen
  const problems = error ? validateDesign(questions) : []
  // The message follows the edits: it goes once the design holds.
  const shown = frozen ? error : problems[0] ? designProblemText(i18n, problems[0]) : undefined
  const problemOf = (index: number) => {
    const problem = problems.find((candidate) => 'index' in candidate && candidate.index === index)
    return problem ? designProblemText(i18n, problem) : undefined
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t`题目（${questions.length}）`}</Text>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'design' | 'preview')}
          data={[
            { value: 'design', label: t`设计`, disabled: frozen },
            { value: 'preview', label: t`预览` },
          ]}
        />
      </Group>
      {frozen && !error && <Alert color="yellow">{t`问卷已发布，题目不能再修改。`}</Alert>}
      {mode === 'preview' ? (
        <QuestionnairePreview title={title} intro={intro} questions={questions} />
      ) : (
        <>
          {questions.map((question, index) => (
            <QuestionnaireQuestionEditor
              key={question.id}
              question={question}
              index={index}
              count={questions.length}
              error={problemOf(index)}
              onChange={(changed) => onChange(questions.map((q, i) => (i === index ? changed : q)))}
              onMove={(to) => onChange(moveQuestion(questions, index, to))}
              onRemove={() => onChange(questions.filter((_, i) => i !== index))}
            />
          ))}
          <Group gap="xs">
            {QUESTION_KINDS.map((kind) => (
              <Button
                key={kind}
                variant="light"
                onClick={() => onChange([...questions, newQuestion(kind, makeSurveyId)])}
              >
                {t`添加${i18n._(KIND_LABELS[kind])}`}
              </Button>
            ))}
          </Group>
        </>
      )}
      {shown && (
        <Text c="red" size="sm" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  )
}

const questionsOf = (record: Record<string, unknown>): Question[] =>
  Array.isArray(record.questions) ? (record.questions as Question[]) : []

const isFrozen = (record: Record<string, unknown>) =>
  record.status !== undefined && Number(record.status) !== QUESTIONNAIRE_STATUS.draft

/** The designer as the resource form's extras: the questions travel with title and intro to submit. */
export function useQuestionnaireDesigner(): FormExtras {
  const { t, i18n } = useLingui()
  return {
    render: ({ record, errors, setField }) => (
      <Box style={{ gridColumn: '1 / -1' }}>
        <QuestionnaireDesigner
          title={typeof record.title === 'string' ? record.title : ''}
          intro={typeof record.intro === 'string' ? record.intro : ''}
          questions={questionsOf(record)}
          frozen={isFrozen(record)}
          error={errors.questions}
          onChange={(questions) => setField('questions', questions)}
        />
      </Box>
    ),
    validate: (record): Record<string, string> => {
      if (isFrozen(record)) return { questions: t`问卷已发布，题目不能再修改。` }
      const [problem] = validateDesign(questionsOf(record))
      return problem ? { questions: designProblemText(i18n, problem) } : {}
    },
  }
}
