import { useState } from 'react'
import { Alert, Button, Card, Group, Stack, Textarea, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { errorMessage } from '@/ui/errors/errorMessage'
import { completeTask } from '@/features/shared/work/api'
import { workQueries } from '@/features/shared/work/queries'

export type TaskDecisionFormProps = { taskId: string }

/** The approver's decision: a comment, then 同意 or 驳回 (a rejection needs the comment). */
export function TaskDecisionForm({ taskId }: TaskDecisionFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [comment, setComment] = useState('')
  const [commentError, setCommentError] = useState<string>()
  const decide = useMutation({
    mutationFn: completeTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workQueries.all() }),
  })

  const handleDecide = (pass: boolean) => {
    const text = comment.trim()
    if (!pass && !text) {
      setCommentError(t`驳回时请填写审批意见`)
      return
    }
    decide.mutate({ taskId, pass, comment: text || null })
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t`审批`}
      </Title>
      <Stack gap="md">
        {decide.isError && (
          <Alert color="red" variant="light" role="alert" title={t`提交失败`}>
            {errorMessage(decide.error, i18n)}
          </Alert>
        )}
        <Textarea
          name="comment"
          label={t`审批意见`}
          autosize
          minRows={2}
          maxLength={500}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value)
            setCommentError(undefined)
          }}
          error={commentError}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            color="red"
            onClick={() => handleDecide(false)}
            loading={decide.isPending}
          >
            {t`驳回`}
          </Button>
          <Button color="teal" onClick={() => handleDecide(true)} loading={decide.isPending}>
            {t`同意`}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
