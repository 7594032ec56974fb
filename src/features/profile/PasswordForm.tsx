import type { FormEvent } from 'react'
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { errorMessage } from '@/ui/errors/errorMessage'
import { NewPasswordFields } from '@/ui/forms/NewPasswordFields'
import { newPasswordError, repeatPasswordError } from '@/ui/forms/rules'
import { useFields } from '@/ui/forms/useFields'
import { changeOwnPassword } from './api'

type PasswordValues = { oldPassword: string; newPassword: string; newPassword1: string }

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', newPassword1: '' }

/** Change the own password: the old one, the new one twice (the server's policy and messages). */
export function PasswordForm() {
  const { t, i18n } = useLingui()
  const form = useFields<PasswordValues>(EMPTY, (values) => ({
    oldPassword: values.oldPassword ? undefined : t`请输入原密码`,
    newPassword: newPasswordError(values.newPassword, i18n),
    newPassword1: repeatPasswordError(values.newPassword, values.newPassword1, i18n),
  }))
  const change = useMutation({ mutationFn: changeOwnPassword, onSuccess: () => form.reset(EMPTY) })
  const { values, errors, handleChange } = form

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check()) return
    change.mutate(values)
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`修改密码`}>
      <Stack gap="md" maw={420}>
        {change.isError && (
          <Alert color="red" variant="light" role="alert" title={t`修改失败`}>
            {errorMessage(change.error, i18n)}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t`密码已修改，下次登录请使用新密码`}
          </Alert>
        )}
        <PasswordInput
          visibilityToggleButtonProps={{ 'aria-label': t`显示或隐藏密码` }}
          name="oldPassword"
          label={t`原密码`}
          autoComplete="current-password"
          withAsterisk
          value={values.oldPassword}
          onChange={handleChange('oldPassword')}
          error={errors.oldPassword}
        />
        <NewPasswordFields
          kind="change"
          names={['newPassword', 'newPassword1'] as const}
          values={values}
          errors={errors}
          onChange={handleChange}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {t`修改密码`}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
