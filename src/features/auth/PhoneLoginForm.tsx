import type { FormEvent } from 'react'
import { Alert, Button, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useFields } from '@/ui/forms/useFields'
import { mobileError, tenantError } from '@/ui/forms/rules'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import { requestSmsToken } from './api'
import { DEFAULT_TENANT_ID } from './constants'
import { loginErrorMessage } from './loginErrorMessage'
import { PhoneVerificationFields } from './PhoneVerificationFields'
import { useSignIn } from './useSignIn'

type PhoneLoginValues = { tenantId: string; phone: string; code: string }

/** The 手机号登录 tab: tenant, mobile number and the SMS code sent to it (grant_type=sms_code). */
export function PhoneLoginForm() {
  const { t, i18n } = useLingui()
  const signIn = useSignIn(requestSmsToken)
  const form = useFields<PhoneLoginValues>(
    { tenantId: DEFAULT_TENANT_ID, phone: '', code: '' },
    (values) => ({
      tenantId: tenantError(values.tenantId, i18n),
      phone: mobileError(values.phone, i18n),
      code: values.code.trim() ? undefined : t`请输入短信验证码`,
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
    signIn.mutate({ tenantId: values.tenantId.trim(), phone: values.phone.trim(), code: values.code.trim() })
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`手机号登录`}>
      <Stack gap="md">
        {signIn.isError && (
          <Alert color="red" variant="light" role="alert" title={t`登录失败`}>
            {loginErrorMessage(signIn.error, i18n)}
          </Alert>
        )}
        <PhoneVerificationFields
          purpose="login"
          values={values}
          errors={errors}
          onChange={handleChange}
          target={smsTarget}
        />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending || signIn.isSuccess}>
          {t`登录`}
        </Button>
      </Stack>
    </form>
  )
}
