import { Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { visibleMenu } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useSession } from '@/app/useSession'
import classes from './HomePage.module.css'
import { menuLinkGroups } from './menuLinks'
import { NoticeCard } from './NoticeCard'
import { QuickLinks } from './QuickLinks'
import { StaffLapsesCard } from './StaffLapsesCard'
import { StandardsDueCard } from './StandardsDueCard'
import { useToday } from './useToday'
import { WaitingWork } from './WaitingWork'
import { WorkListSummary } from './WorkListSummary'

/** /wel/index, the home tab: a greeting, who is signed in, what waits, and the way into her menu. */
export function HomePage() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const today = useToday(i18n.locale)

  if (!session) return <Loader m="xl" />

  const { account, userInfo } = session
  const nickName = userInfo?.nickName || account.nickName || account.account
  const roleName = userInfo?.roleNames.join('、') || account.roleName
  const groups = menuLinkGroups(visibleMenu(session.menu, sessionRoles(session)), i18n.locale)
  const facts = [
    { label: t`租户`, value: account.tenantId },
    { label: t`账号`, value: account.account },
    { label: t`角色`, value: roleName },
    { label: t`部门`, value: userInfo?.deptName },
  ]

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <div>
        <Title order={2} data-home-greeting>
          <Trans>你好，{nickName}</Trans>
        </Title>
        <Text c="dimmed" mt={4}>
          {t`欢迎使用自助服务平台`}
          {today && ` · ${today}`}
        </Text>
      </div>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {facts.map((fact) => (
          <Card key={fact.label} withBorder padding="md" radius="md">
            <Text size="xs" c="dimmed" fw={600}>
              {fact.label}
            </Text>
            <Text fw={500} mt={4} truncate>
              {fact.value || '—'}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <NoticeCard />

      <WaitingWork />

      <div className={classes.dueCards}>
        <StandardsDueCard />
        <StaffLapsesCard />
      </div>

      <WorkListSummary />

      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="lg">
            {t`我的菜单`}
          </Title>
        </Group>
        <QuickLinks groups={groups} />
      </Card>
    </Stack>
  )
}
