import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import {
  LIMITS,
  QUESTION_KINDS,
  changeKind,
  makeOption,
  type Question,
  type QuestionKind,
  type QuestionOption,
} from '@/domain/survey'
import { IconTrash } from '@/ui/icons'
import { KIND_LABELS, makeSurveyId } from './questionnaireMessages'

export type QuestionnaireQuestionEditorProps = {
  question: Question
  index: number
  count: number
  /** The design's problem with this question, once the user tried to save. */
  error: string | undefined
  onChange: (question: Question) => void
  onMove: (to: number) => void
  onRemove: () => void
}

const numberOrNull = (value: string | number) => (typeof value === 'number' ? value : null)

/** One question in the designer: kind, text, required, options or limits; move up, down or away. */
export function QuestionnaireQuestionEditor({
  question,
  index,
  count,
  error,
  onChange,
  onMove,
  onRemove,
}: QuestionnaireQuestionEditorProps) {
  const { t, i18n } = useLingui()
  const number = index + 1

  const setOptions = (options: QuestionOption[]) => {
    if (question.kind === 'single' || question.kind === 'multiple') onChange({ ...question, options })
  }

  return (
    <Card
      withBorder
      padding="sm"
      data-question-index={index}
      style={error ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text fw={600}>{t`第 ${number} 题`}</Text>
            <Select
              aria-label={t`第 ${number} 题的题型`}
              w={120}
              allowDeselect={false}
              data={QUESTION_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
              value={question.kind}
              onChange={(kind) => kind && onChange(changeKind(question, kind as QuestionKind, makeSurveyId))}
            />
            <Switch
              label={t`必答`}
              checked={question.required}
              onChange={(event) => onChange({ ...question, required: event.currentTarget.checked })}
            />
          </Group>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`上移第 ${number} 题`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`下移第 ${number} 题`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t`删除第 ${number} 题`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={t`第 ${number} 题题目`}
          value={question.title}
          maxLength={LIMITS.questionTitle}
          onChange={(event) => onChange({ ...question, title: event.currentTarget.value })}
        />
        {(question.kind === 'single' || question.kind === 'multiple') && (
          <Stack gap={6}>
            {question.options.map((option, optionIndex) => (
              <Group key={option.id} gap={6} wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={t`第 ${number} 题选项 ${optionIndex + 1}`}
                  placeholder={t`选项 ${optionIndex + 1}`}
                  value={option.label}
                  maxLength={LIMITS.optionLabel}
                  onChange={(event) => {
                    const label = event.currentTarget.value
                    setOptions(question.options.map((o) => (o.id === option.id ? { ...o, label } : o)))
                  }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t`删除第 ${number} 题选项 ${optionIndex + 1}`}
                  disabled={question.options.length <= 2}
                  onClick={() => setOptions(question.options.filter((o) => o.id !== option.id))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                disabled={question.options.length >= LIMITS.options}
                onClick={() => setOptions([...question.options, makeOption(makeSurveyId)])}
              >
                {t`添加选项`}
              </Button>
            </Group>
          </Stack>
        )}
        {question.kind === 'multiple' && (
          <Group grow>
            <NumberInput
              label={t`最少选择`}
              placeholder={t`不限`}
              min={1}
              max={question.options.length}
              allowDecimal={false}
              value={question.min ?? ''}
              onChange={(value) => onChange({ ...question, min: numberOrNull(value) })}
            />
            <NumberInput
              label={t`最多选择`}
              placeholder={t`不限`}
              min={1}
              max={question.options.length}
              allowDecimal={false}
              value={question.max ?? ''}
              onChange={(value) => onChange({ ...question, max: numberOrNull(value) })}
            />
          </Group>
        )}
        {question.kind === 'rating' && <Text size="sm" c="dimmed">{t`客户选择 1 至 5 星`}</Text>}
        {question.kind === 'text' && (
          <NumberInput
            label={t`字数上限`}
            min={1}
            max={LIMITS.textMax}
            allowDecimal={false}
            value={question.maxLength}
            onChange={(value) => onChange({ ...question, maxLength: typeof value === 'number' ? value : 0 })}
          />
        )}
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
