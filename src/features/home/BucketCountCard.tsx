import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'

export type BucketCount = {
  key: string
  label: string
  count: number
  /** The colour the count takes while it is above zero (past due red, falling due soon orange). */
  alert?: 'red' | 'orange'
}

export type BucketCountCardProps = {
  title: string
  /** The page that lists them (a menu path). */
  href: string
  /** What is counted (台, 项 …), after each count. */
  unit: string
  buckets: readonly BucketCount[]
  [dataAttribute: `data-${string}`]: string | boolean
}

/** A home card counting what falls due by how soon (standards, staff evidence), with a way to the list. */
export function BucketCountCard({ title, href, unit, buckets, ...data }: BucketCountCardProps) {
  const { t } = useLingui()
  return (
    <Card component="section" aria-label={title} withBorder radius="md" padding="md" {...data}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          {title}
        </Title>
        <MenuPathLink href={href}>{t`查看`}</MenuPathLink>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {buckets.map((bucket) => (
          <Card key={bucket.key} withBorder radius="md" padding="sm" bg="gray.0" data-due-count={bucket.key}>
            <Text size="sm" c="dimmed">
              {bucket.label}
            </Text>
            <Text
              fz={26}
              fw={700}
              lh={1.2}
              c={bucket.count > 0 ? bucket.alert : undefined}
              aria-label={`${bucket.label} ${bucket.count}`}
            >
              {bucket.count}
              <Text span size="sm" fw={400} c="dimmed" ml={6}>
                {unit}
              </Text>
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Card>
  )
}
