import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LanguageSwitch } from '@/app/LanguageSwitch'
import { visibleMenu } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useLogout } from '@/app/useLogout'
import { useSession } from '@/app/useSession'
import { MenuList } from './MenuList'

/** /wel/index, the home tab: who is signed in, their menu, language and sign-out. */
export function HomePage() {
  const { t } = useLingui()
  const session = useSession()
  const logout = useLogout()

  if (!session) return <Loader m="xl" />

  const { account, userInfo } = session
  const nickName = userInfo?.nickName || account.nickName || account.account
  const roleName = userInfo?.roleNames.join('、') || account.roleName
  const menu = visibleMenu(session.menu, sessionRoles(session))
  const facts = [
    { label: t`租户`, value: account.tenantId },
    { label: t`账号`, value: account.account },
    { label: t`角色`, value: roleName },
    { label: t`部门`, value: userInfo?.deptName },
  ]

  const handleLogout = () => logout.mutate()

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2}>
            <Trans>你好，{nickName}</Trans>
          </Title>
          <Text c="dimmed" mt={4}>
            {t`欢迎使用自助服务平台`}
          </Text>
        </div>
        <Group gap="sm">
          <LanguageSwitch size="sm" />
          <Button variant="default" onClick={handleLogout} loading={logout.isPending}>
            {t`退出登录`}
          </Button>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {facts.map((fact) => (
          <Card key={fact.label} withBorder padding="md" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {fact.label}
            </Text>
            <Text fw={500} mt={4} truncate>
              {fact.value || '—'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {t`我的菜单`}
        </Title>
        <MenuList items={menu} />
      </Card>
    </Stack>
  )
}
