import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useSession } from '@/app/useSession'
import { IconChevronDown, IconDashboard, IconExternalLink, IconLogout, IconUser } from '@/ui/icons'
import { useSignOut } from './useSignOut'
import classes from './UserMenu.module.css'
import { useSsoLogin } from './useSsoLogin'

export type UserMenuProps = { showName: boolean }

/** The user dropdown (spec §2): dashboard, user info, business system login, and sign-out. */
export function UserMenu({ showName }: UserMenuProps) {
  const { t } = useLingui()
  const router = useRouter()
  const session = useSession()
  const { signOut } = useSignOut()
  const ssoLogin = useSsoLogin()
  const name = session?.userInfo?.nickName || session?.account.nickName || session?.account.account || ''
  const avatar = session?.userInfo?.avatar || undefined

  return (
    <Menu position="bottom-end" withinPortal width={200}>
      <Menu.Target>
        {/*
          Named by its text, the name it shows then "用户菜单" (WCAG 2.5.3: the visible name is part of the
          accessible one). The initial in the avatar is drawn by CSS, not text: it would put a stray character
          before the name; on a phone, where only the avatar shows, the name is there for screen readers.
        */}
        <UnstyledButton c="var(--md-header-fg)">
          <Group gap={6} wrap="nowrap">
            <Avatar src={avatar} size={30} radius="xl" color="brand" alt="" aria-hidden>
              <span className={classes.initial} data-initial={name.slice(0, 1)} />
            </Avatar>
            {showName ? (
              <Text size="sm" fw={500} maw={120} truncate>
                {name}
              </Text>
            ) : (
              <VisuallyHidden>{name}</VisuallyHidden>
            )}
            <VisuallyHidden> {t`用户菜单`}</VisuallyHidden>
            {showName && <IconChevronDown size={14} aria-hidden />}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item
          leftSection={<IconDashboard size={16} />}
          onClick={() => void router.navigate({ to: '/dashboard' })}
        >
          {t`工作台`}
        </Menu.Item>
        <Menu.Item leftSection={<IconUser size={16} />} onClick={() => router.history.push('/info/index')}>
          {t`个人信息`}
        </Menu.Item>
        <Menu.Item leftSection={<IconExternalLink size={16} />} onClick={() => void ssoLogin()}>
          {t`业务系统登录`}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={signOut}>
          {t`退出登录`}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
