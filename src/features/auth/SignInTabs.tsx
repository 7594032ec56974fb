import { Anchor, Group, Tabs, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LoginForm } from './LoginForm'
import { PhoneLoginForm } from './PhoneLoginForm'
import { SignInNotices } from './SignInNotices'

/**
 * The sign-in forms of /login and /login1: account and password, or mobile number and SMS code; then the
 * ways to register or reset a password. Only the active tab is mounted, so each page shows one form. Above
 * them, what the device says: no network, or unsent registrations of a user (SignInNotices).
 */
export function SignInTabs() {
  const { t } = useLingui()
  return (
    <>
      <SignInNotices />
      <Tabs defaultValue="account" keepMounted={false}>
        <Tabs.List grow mb="lg">
          <Tabs.Tab value="account">{t`账号密码登录`}</Tabs.Tab>
          <Tabs.Tab value="phone">{t`手机号登录`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <LoginForm />
        </Tabs.Panel>
        <Tabs.Panel value="phone">
          <PhoneLoginForm />
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" mt="lg" gap="xs">
        <Anchor component={Link} to="/forgetPassword" size="sm">
          {t`忘记密码？`}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t`还没有账号？`}{' '}
          <Anchor component={Link} to="/register" size="sm">
            {t`客户注册`}
          </Anchor>
        </Text>
      </Group>
    </>
  )
}
