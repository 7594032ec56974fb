import type { FormEvent } from 'react'
import { Alert, Button, Stack } from '@mantine/core'
import { NewPasswordFields } from '@/ui/forms/NewPasswordFields'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { mobileError, newPasswordError, repeatPasswordError, tenantError } from '@/ui/forms/rules'
import { useFields } from '@/ui/forms/useFields'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import { resetForgottenPassword } from './api'
import { AuthCard } from './AuthCard'
import { AuthDone } from './AuthDone'
import { DEFAULT_TENANT_ID } from './constants'
import { loginErrorMessage } from './loginErrorMessage'
import { PhoneVerificationFields } from './PhoneVerificationFields'

type ForgetValues = {
  tenantId: string
  phone: string
  code: string
  newPassword: string
  newPassword1: string
}

/** /forgetPassword: a new password for the account of a mobile number, proven with an SMS code. */
export function ForgetPasswordPage() {
  const { t, i18n } = useLingui()
  const reset = useMutation({ mutationFn: resetForgottenPassword })
  const form = useFields<ForgetValues>(
    { tenantId: DEFAULT_TENANT_ID, phone: '', code: '', newPassword: '', newPassword1: '' },
    (values) => ({
      tenantId: tenantError(values.tenantId, i18n),
      phone: mobileError(values.phone, i18n),
      code: values.code.trim() ? undefined : t`请输入短信验证码`,
      newPassword: newPasswordError(values.newPassword, i18n),
      newPassword1: repeatPasswordError(values.newPassword, values.newPassword1, i18n),
    }),
  )
  const { values, errors, handleChange } = form

  const smsTarget = () =>
    form.check(['tenantId', 'phone'])
      ? { tenantId: values.tenantId.trim(), phone: values.phone.trim() }
      : null

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check()) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    reset.mutate({
      tenantId: values.tenantId.trim(),
      phone: values.phone.trim(),
      code: values.code.trim(),
      newPassword: values.newPassword,
      newPassword1: values.newPassword1,
    })
  }

  const subtitle = t`通过绑定的手机号验证身份后，设置新密码。`
  if (reset.isSuccess) {
    return (
      <AuthCard title={t`找回密码`} subtitle={subtitle}>
        <AuthDone title={t`密码已重置`} message={t`请使用新密码登录。`} />
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t`找回密码`} subtitle={subtitle}>
      <form onSubmit={handleSubmit} noValidate aria-label={t`找回密码`}>
        <Stack gap="md">
          {reset.isError && (
            <Alert color="red" variant="light" role="alert" title={t`重置失败`}>
              {loginErrorMessage(reset.error, i18n)}
            </Alert>
          )}
          <PhoneVerificationFields
            purpose="reset"
            values={values}
            errors={errors}
            onChange={handleChange}
            target={smsTarget}
          />
          <NewPasswordFields
            kind="change"
            names={['newPassword', 'newPassword1'] as const}
            values={values}
            errors={errors}
            onChange={handleChange}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            {t`重置密码`}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
