import { lazy, Suspense } from 'react'
import { Anchor, Group, Loader, Tabs, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LoginForm } from './LoginForm'
import { SignInNotices } from './SignInNotices'

// The SMS form loads when its tab is chosen: the account form is what the page needs first.
const PhoneLoginForm = lazy(() =>
  import('./PhoneLoginForm').then((module) => ({ default: module.PhoneLoginForm })),
)

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
          <Suspense fallback={<Loader size="sm" mx="auto" display="block" />}>
            <PhoneLoginForm />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" mt="lg" gap="xs">
        <Anchor component={Link} to="/forgetPassword" size="sm">
          {t`忘记密码？`}
        </Anchor>
        <Text size="sm" c="dimmed">
          {t`还没有账号？`}{' '}
          {/* In a sentence, a link must not be told apart by its colour alone (WCAG 1.4.1). */}
          <Anchor component={Link} to="/register" size="sm" underline="always">
            {t`客户注册`}
          </Anchor>
        </Text>
      </Group>
    </>
  )
}
