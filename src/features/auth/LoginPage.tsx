import { Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { AuthScreen } from './AuthScreen'
import { SignInTabs } from './SignInTabs'

/** /login: the staff sign-in page (account or phone; a captcha when the server asks for one). */
export function LoginPage() {
  const { t } = useLingui()
  return (
    <AuthScreen>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={24}>
            {t`登录`}
          </Title>
          <Text c="dimmed" size="sm">
            {t`计量、校准与检测业务管理`}
          </Text>
        </Stack>
        <SignInTabs />
      </Paper>
    </AuthScreen>
  )
}
