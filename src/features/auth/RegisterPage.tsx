import type { FormEvent } from 'react'
import { Alert, Button, Stack, TextInput } from '@mantine/core'
import { NewPasswordFields } from '@/ui/forms/NewPasswordFields'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { mobileError, newPasswordError, repeatPasswordError, tenantError } from '@/ui/forms/rules'
import { useFields } from '@/ui/forms/useFields'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import { registerCustomer } from './api'
import { AuthCard } from './AuthCard'
import { AuthDone } from './AuthDone'
import { DEFAULT_TENANT_ID } from './constants'
import { loginErrorMessage } from './loginErrorMessage'
import { PhoneVerificationFields } from './PhoneVerificationFields'

type RegisterValues = {
  tenantId: string
  phone: string
  code: string
  account: string
  password: string
  password1: string
  realName: string
  companyName: string
}

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/

/** /register: a customer creates her own account, proving her mobile number with an SMS code. */
export function RegisterPage() {
  const { t, i18n } = useLingui()
  const register = useMutation({ mutationFn: registerCustomer })
  const form = useFields<RegisterValues>(
    {
      tenantId: DEFAULT_TENANT_ID,
      phone: '',
      code: '',
      account: '',
      password: '',
      password1: '',
      realName: '',
      companyName: '',
    },
    (values) => ({
      tenantId: tenantError(values.tenantId, i18n),
      phone: mobileError(values.phone, i18n),
      code: values.code.trim() ? undefined : t`请输入短信验证码`,
      account: !values.account.trim()
        ? t`请输入账号`
        : ACCOUNT_PATTERN.test(values.account.trim())
          ? undefined
          : t`账号为2至64位字母、数字或 _ . @ -`,
      password: newPasswordError(values.password, i18n),
      password1: repeatPasswordError(values.password, values.password1, i18n),
      realName: values.realName.trim() ? undefined : t`请输入真实姓名`,
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
    register.mutate({
      tenantId: values.tenantId.trim(),
      phone: values.phone.trim(),
      code: values.code.trim(),
      account: values.account.trim(),
      password: values.password,
      password1: values.password1,
      realName: values.realName.trim(),
      companyName: values.companyName.trim() || null,
    })
  }

  if (register.isSuccess) {
    const account = register.data.account
    return (
      <AuthCard title={t`客户注册`} subtitle={t`注册后即可登录，使用自助服务。`}>
        <AuthDone title={t`注册成功`} message={t`账号 ${account} 已创建，请使用该账号和密码登录。`} />
      </AuthCard>
    )
  }

  return (
    <AuthCard title={t`客户注册`} subtitle={t`注册后即可登录，使用自助服务。`}>
      <form onSubmit={handleSubmit} noValidate aria-label={t`客户注册`}>
        <Stack gap="md">
          {register.isError && (
            <Alert color="red" variant="light" role="alert" title={t`注册失败`}>
              {loginErrorMessage(register.error, i18n)}
            </Alert>
          )}
          <PhoneVerificationFields
            purpose="register"
            values={values}
            errors={errors}
            onChange={handleChange}
            target={smsTarget}
          />
          <TextInput
            name="account"
            label={t`账号`}
            placeholder={t`登录时使用的账号`}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            withAsterisk
            value={values.account}
            onChange={handleChange('account')}
            error={errors.account}
          />
          <NewPasswordFields
            kind="register"
            names={['password', 'password1'] as const}
            values={values}
            errors={errors}
            onChange={handleChange}
          />
          <TextInput
            name="realName"
            label={t`真实姓名`}
            autoComplete="name"
            withAsterisk
            value={values.realName}
            onChange={handleChange('realName')}
            error={errors.realName}
          />
          <TextInput
            name="companyName"
            label={t`单位名称`}
            autoComplete="organization-title"
            value={values.companyName}
            onChange={handleChange('companyName')}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            {t`注册`}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  )
}
