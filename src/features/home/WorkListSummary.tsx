import { Box, Card, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { homeQueries } from './queries'
import { WorkSummaryBars } from './WorkSummaryBars'
import { countText, workListTiles, type WorkListTile } from './workListTiles'

/** What waits for the user in each work list her roles grant: a count per list and bars to compare them. */
export function WorkListSummary() {
  const { t, i18n } = useLingui()
  const summary = useQuery(homeQueries.workSummary())
  const tiles = workListTiles(summary.data ?? [], i18n.locale)
  // Roles without work lists (pickup staff, finance) see nothing of it: no empty card, no empty chart.
  if (tiles.length === 0) return null

  return (
    <Card component="section" aria-label={t`检测工作`} withBorder radius="md" padding="md">
      <Title order={3} fz="lg" mb="sm">
        {t`检测工作`}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {tiles.map((tile) => (
          <WorkListCard key={tile.code} tile={tile} />
        ))}
      </SimpleGrid>
      <Box mt="md">
        <WorkSummaryBars tiles={tiles} />
      </Box>
    </Card>
  )
}

type WorkListCardProps = { tile: WorkListTile }

function WorkListCard({ tile }: WorkListCardProps) {
  const { i18n } = useLingui()
  return (
    <Card withBorder radius="md" padding="sm" bg="gray.0" data-testid="work-list-count" data-code={tile.code}>
      <Text size="sm" c="dimmed" truncate>
        {tile.label}
      </Text>
      {/* The count itself opens the list (what people click on a dashboard); the hidden label names the
          link for screen readers, which would otherwise hear only a number. */}
      <MenuPathLink href={tile.path}>
        <Text span fz={26} fw={700} lh={1.2}>
          {countText(tile, (value) => i18n.number(value))}
        </Text>
        <VisuallyHidden component="span"> {tile.label}</VisuallyHidden>
      </MenuPathLink>
    </Card>
  )
}
