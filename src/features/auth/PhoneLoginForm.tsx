import type { FormEvent } from 'react'
import { Alert, Button, Stack, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useFields } from '@/features/forms/useFields'
import { mobileError, tenantError } from '@/features/forms/rules'
import { requestSmsToken } from './api'
import { DEFAULT_TENANT_ID } from './constants'
import { loginErrorMessage } from './loginErrorMessage'
import { SmsCodeField } from './SmsCodeField'
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
    if (!form.check()) return
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
        <TextInput
          name="tenantId"
          label={t`租户ID`}
          autoComplete="organization"
          inputMode="numeric"
          withAsterisk
          value={values.tenantId}
          onChange={handleChange('tenantId')}
          error={errors.tenantId}
        />
        <TextInput
          name="phone"
          type="tel"
          label={t`手机号`}
          placeholder={t`请输入手机号`}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          withAsterisk
          value={values.phone}
          onChange={handleChange('phone')}
          error={errors.phone}
        />
        <SmsCodeField
          purpose="login"
          value={values.code}
          error={errors.code}
          onChange={handleChange('code')}
          target={smsTarget}
        />
        <Button type="submit" size="md" fullWidth loading={signIn.isPending || signIn.isSuccess}>
          {t`登录`}
        </Button>
      </Stack>
    </form>
  )
}
