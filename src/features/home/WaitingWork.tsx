import { Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { workQueries } from '@/features/shared/work/queries'

/** What waits for the user: her tasks to handle and her own requests (more counts come with later modules). */
export function WaitingWork() {
  const { t } = useLingui()
  const todo = useQuery(workQueries.todo({ current: 1, size: 1 }))
  const sent = useQuery(workQueries.send({ current: 1, size: 1 }))
  const items = [
    {
      label: t`我的待办`,
      count: todo.data?.total,
      pending: todo.isPending,
      href: '/work/todo',
      unit: t`项待办理`,
    },
    {
      label: t`我的申请`,
      count: sent.data?.total,
      pending: sent.isPending,
      href: '/work/send',
      unit: t`项申请`,
    },
  ]
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="lg" mb="sm">
        {t`待办事项`}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {items.map((item) => (
          <Card key={item.href} withBorder radius="md" padding="sm" bg="gray.0">
            <Group justify="space-between" align="flex-end" wrap="nowrap">
              <div>
                <Text size="sm" c="dimmed">
                  {item.label}
                </Text>
                {item.pending ? (
                  <Skeleton h={28} w={48} mt={4} />
                ) : (
                  <Text fz={26} fw={700} lh={1.2} aria-label={`${item.label} ${item.count ?? '—'}`}>
                    {item.count ?? '—'}
                    <Text span size="sm" fw={400} c="dimmed" ml={6}>
                      {item.unit}
                    </Text>
                  </Text>
                )}
              </div>
              <MenuPathLink href={item.href}>{t`查看`}</MenuPathLink>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  )
}
