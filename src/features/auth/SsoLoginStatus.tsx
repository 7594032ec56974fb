import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AuthScreen } from './AuthScreen'
import { loginErrorMessage } from './loginErrorMessage'

/** /sso/login while the signed key is exchanged for a session. */
export function SsoSigningIn() {
  const { t } = useLingui()
  return (
    <AuthScreen>
      <Paper withBorder radius="md" p="xl" w="100%" maw={420}>
        <Stack align="center" gap="md" role="status">
          <Loader />
          <Text>{t`正在通过单点登录进入系统……`}</Text>
        </Stack>
      </Paper>
    </AuthScreen>
  )
}

export type SsoFailedProps = { error: unknown }

/** /sso/login when the server refused the key: its error_description (spec §8) and a way to sign in. */
export function SsoFailed({ error }: SsoFailedProps) {
  const { t, i18n } = useLingui()
  return (
    <AuthScreen>
      <Paper withBorder radius="md" p="xl" w="100%" maw={460}>
        <Stack gap="md">
          <Title order={1} fz={22}>
            {t`单点登录`}
          </Title>
          <Alert color="red" variant="light" role="alert" title={t`单点登录失败`}>
            {loginErrorMessage(error, i18n)}
          </Alert>
          <Button component={Link} to="/login">
            {t`前往登录页`}
          </Button>
        </Stack>
      </Paper>
    </AuthScreen>
  )
}
