import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LoginError } from '@/api/auth'
import { focusFirstInvalid } from '@/ui/resource/focusFirstInvalid'
import { DEFAULT_TENANT_ID } from './constants'
import { loginErrorMessage } from './loginErrorMessage'
import { authQueries } from './queries'
import { useLogin } from './useLogin'

// Only shown once the server asks for a captcha (after failed attempts).
const CaptchaField = lazy(() => import('./CaptchaField').then((module) => ({ default: module.CaptchaField })))

type LoginValues = { tenantId: string; username: string; password: string; captchaCode: string }
type LoginField = keyof LoginValues
type LoginErrors = Partial<Record<LoginField, string>>

const initialValues: LoginValues = {
  tenantId: DEFAULT_TENANT_ID,
  username: '',
  password: '',
  captchaCode: '',
}

export function LoginForm() {
  const { t, i18n } = useLingui()
  const login = useLogin()
  const [values, setValues] = useState(initialValues)
  const [errors, setErrors] = useState<LoginErrors>({})
  const [captchaRequired, setCaptchaRequired] = useState(false)
  const captcha = useQuery({ ...authQueries.captcha(), enabled: captchaRequired })
  const formRef = useRef<HTMLFormElement>(null)

  const validate = (current: LoginValues): LoginErrors => {
    const found: LoginErrors = {}
    if (!current.tenantId.trim()) found.tenantId = t`请输入租户ID`
    if (!current.username.trim()) found.username = t`请输入用户名`
    if (!current.password) found.password = t`请输入密码`
    if (captchaRequired && !current.captchaCode.trim()) found.captchaCode = t`请输入验证码`
    return found
  }

  const handleChange = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const handleRefreshCaptcha = () => {
    setValues((current) => ({ ...current, captchaCode: '' }))
    void captcha.refetch()
  }

  const handleError = (error: Error) => {
    const asksForCaptcha = error instanceof LoginError && error.captchaRequired
    // A captcha is single-use: after a failed attempt that sent one, show a new one.
    if (captchaRequired) handleRefreshCaptcha()
    else if (asksForCaptcha) setCaptchaRequired(true)
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current)
      return
    }
    const challenge = captchaRequired ? captcha.data : undefined
    if (captchaRequired && !challenge) return
    login.mutate(
      {
        tenantId: values.tenantId.trim(),
        username: values.username.trim(),
        password: values.password,
        captcha: challenge && { key: challenge.key, code: values.captchaCode.trim() },
      },
      { onError: handleError },
    )
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t`账号密码登录`}>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" role="alert" title={t`登录失败`}>
            {loginErrorMessage(login.error, i18n)}
          </Alert>
        )}
        <TextInput
          name="tenantId"
          label={t`租户ID`}
          autoComplete="organization"
          withAsterisk
          value={values.tenantId}
          onChange={handleChange('tenantId')}
          error={errors.tenantId}
        />
        <TextInput
          name="username"
          label={t`用户名`}
          placeholder={t`请输入用户名`}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          withAsterisk
          data-autofocus
          value={values.username}
          onChange={handleChange('username')}
          error={errors.username}
        />
        {/* Mantine marks the wrapper of a password field, not its input: said here, with the message's id. */}
        <PasswordInput
          id="login-password"
          aria-invalid={Boolean(errors.password) || undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          name="password"
          label={t`密码`}
          placeholder={t`请输入密码`}
          autoComplete="current-password"
          withAsterisk
          value={values.password}
          onChange={handleChange('password')}
          error={errors.password}
          visibilityToggleButtonProps={{ 'aria-label': t`显示或隐藏密码` }}
        />
        {captchaRequired && (
          <Suspense fallback={null}>
            <CaptchaField
              challenge={captcha.data}
              loading={captcha.isFetching}
              failed={captcha.isError}
              value={values.captchaCode}
              error={errors.captchaCode}
              onChange={handleChange('captchaCode')}
              onRefresh={handleRefreshCaptcha}
            />
          </Suspense>
        )}
        <Button type="submit" size="md" fullWidth loading={login.isPending || login.isSuccess}>
          {t`登录`}
        </Button>
      </Stack>
    </form>
  )
}
