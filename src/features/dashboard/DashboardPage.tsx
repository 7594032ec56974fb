import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/ui/links/AnchorLink'
import { visibleMenu } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useSession } from '@/app/useSession'
import { flattenMenu } from '@/features/shared/menuPaths'
import { systemInfoQueries } from '@/features/shared/systemInfoQueries'
import type { WorkItem } from '@/features/shared/work/api'
import { formatLabTime, processName } from '@/features/shared/work/format'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { workQueries } from '@/features/shared/work/queries'
import { StatusBadge } from '@/features/shared/work/StatusBadge'

const RECENT = 5

/** The dashboard: the user's work at a glance (tasks, requests) and the state of the system. */
export function DashboardPage() {
  const { t } = useLingui()
  const session = useSession()
  const todo = useQuery(workQueries.todo({ current: 1, size: RECENT }))
  const sent = useQuery(workQueries.send({ current: 1, size: RECENT }))
  const health = useQuery(systemInfoQueries.health())
  const menuEntries = session
    ? flattenMenu(visibleMenu(session.menu, sessionRoles(session))).filter(
        (item) => (item.children ?? []).length === 0,
      ).length
    : 0

  const stats = [
    { label: t`我的待办`, value: todo.data?.total },
    { label: t`我的申请`, value: sent.data?.total },
    { label: t`可用菜单`, value: menuEntries },
  ]

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Title order={2} fz="xl">
        {t`工作台`}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {stats.map((stat) => (
          <Card key={stat.label} withBorder radius="md" padding="md">
            <Text size="xs" c="dimmed" fw={600}>
              {stat.label}
            </Text>
            <Text fz={28} fw={700}>
              {stat.value ?? '—'}
            </Text>
          </Card>
        ))}
        <Card withBorder radius="md" padding="md">
          <Text size="xs" c="dimmed" fw={600}>
            {t`服务器`}
          </Text>
          <Group gap={6} mt={8}>
            <Badge color={health.isError ? 'red' : health.data ? 'teal' : 'gray'}>
              {health.isError ? t`无法连接` : health.data ? t`正常` : t`检查中`}
            </Badge>
            {health.data && (
              <Text size="xs" c="dimmed">
                v{health.data.version}
              </Text>
            )}
          </Group>
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RecentCard
          title={t`最近待办`}
          more="/work/todo"
          items={todo.data?.records}
          empty={t`暂无待办事项`}
          kind="todo"
        />
        <RecentCard
          title={t`最近申请`}
          more="/work/send"
          items={sent.data?.records}
          empty={t`暂无申请`}
          kind="send"
        />
      </SimpleGrid>
    </Stack>
  )
}

type RecentCardProps = {
  title: string
  more: string
  items: readonly WorkItem[] | undefined
  empty: string
  kind: 'todo' | 'send'
}

function RecentCard({ title, more, items, empty, kind }: RecentCardProps) {
  const { t, i18n } = useLingui()
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          {title}
        </Title>
        <MenuPathLink href={more}>{t`全部`}</MenuPathLink>
      </Group>
      {items && items.length === 0 ? (
        <Text size="sm" c="dimmed" py="md" ta="center">
          {empty}
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Tbody>
            {(items ?? []).map((item) => (
              <Table.Tr key={`${item.processInstanceId}:${item.taskId ?? ''}`}>
                <Table.Td>
                  {kind === 'todo' && item.taskId ? (
                    <AnchorLink
                      size="sm"
                      to="/work/process/leave/handle/$taskId/$processInstanceId/$businessId"
                      params={{
                        taskId: item.taskId,
                        processInstanceId: item.processInstanceId,
                        businessId: item.businessId,
                      }}
                    >
                      {item.applicantName} ·{' '}
                      {processName(item.processDefinitionKey, item.processDefinitionName, i18n)}
                    </AnchorLink>
                  ) : (
                    <AnchorLink
                      size="sm"
                      to="/work/process/leave/detail/$processInstanceId/$businessId"
                      params={{ processInstanceId: item.processInstanceId, businessId: item.businessId }}
                    >
                      {processName(item.processDefinitionKey, item.processDefinitionName, i18n)}
                    </AnchorLink>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {formatLabTime(item.submitTime, i18n.locale)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={item.processStatus} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  )
}
