import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { usePermission } from '@/ui/reference/referenceData'

/** The due list's page (the standards area's 到期提醒). */
const DUE_PATH = '/standards/due'

/** 标准器到期 on the home of those who watch the standards: how many are past due or fall due soon. */
export function StandardsDueCard() {
  const mayView = usePermission('standard_due_view')
  return mayView ? <DueCounts /> : null
}

function DueCounts() {
  const { t } = useLingui()
  const due = useQuery(standardsQueries.dueCounts())
  const counts = due.data?.counts
  // Background work: a failure (or a server without the route) leaves the home without the card.
  if (!counts) return null
  const tiles = [
    {
      key: 'overdue',
      label: t`已过期`,
      count: counts.overdue,
      color: counts.overdue > 0 ? 'red' : undefined,
    },
    { key: 'd30', label: t`30天内`, count: counts.d30, color: counts.d30 > 0 ? 'orange' : undefined },
    { key: 'd60', label: t`60天内`, count: counts.d60, color: undefined },
    { key: 'd90', label: t`90天内`, count: counts.d90, color: undefined },
  ]
  return (
    <Card
      component="section"
      aria-label={t`标准器到期`}
      withBorder
      radius="md"
      padding="md"
      data-standards-due-card
    >
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          {t`标准器到期`}
        </Title>
        <MenuPathLink href={DUE_PATH}>{t`查看`}</MenuPathLink>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {tiles.map((tile) => (
          <Card key={tile.key} withBorder radius="md" padding="sm" bg="gray.0" data-due-count={tile.key}>
            <Text size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text fz={26} fw={700} lh={1.2} c={tile.color} aria-label={`${tile.label} ${tile.count}`}>
              {tile.count}
              <Text span size="sm" fw={400} c="dimmed" ml={6}>
                {t`台`}
              </Text>
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  )
}
