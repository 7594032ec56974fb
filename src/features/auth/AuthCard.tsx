import type { ReactNode } from 'react'
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { AuthScreen } from './AuthScreen'

export type AuthCardProps = { title: string; subtitle: string; children: ReactNode }

/** The card of /register and /forgetPassword: title, explanation, the form, and the way back to sign in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useLingui()
  return (
    <AuthScreen>
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={480}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={24}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        </Stack>
        {children}
        <Text size="sm" ta="center" mt="lg">
          <Anchor component={Link} to="/login">
            {t`返回登录`}
          </Anchor>
        </Text>
      </Paper>
    </AuthScreen>
  )
}
