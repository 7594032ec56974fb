import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Brand } from '@/app/Brand'
import { LanguageSwitch } from '@/app/LanguageSwitch'
import { LoginForm } from './LoginForm'

/** /login: the staff sign-in page (tenant, username, password; a captcha when the server asks for one). */
export function LoginPage() {
  const { t } = useLingui()
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%, var(--mantine-color-brand-1) 100%)',
      }}
    >
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Center px="md" pb="xl" pt={{ base: 'md', sm: 60 }}>
        <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
          <Stack gap={4} mb="lg">
            <Title order={2} fz={24}>
              {t`账号登录`}
            </Title>
            <Text c="dimmed" size="sm">
              {t`计量、校准与检测业务管理`}
            </Text>
          </Stack>
          <LoginForm />
        </Paper>
      </Center>
    </Box>
  )
}
