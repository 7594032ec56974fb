import type { MouseEvent } from 'react'
import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { usePreloadOnIntent } from '@/app/layout/usePreloadOnIntent'
import type { MenuLinkEntry, MenuLinkGroup } from './menuLinks'

export type QuickLinksProps = { groups: readonly MenuLinkGroup[] }

/** The user's menu entries as quick links, grouped by top-level menu. */
export function QuickLinks({ groups }: QuickLinksProps) {
  const { t } = useLingui()
  if (groups.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t`暂无可用菜单，请联系管理员分配权限`}
      </Text>
    )
  }
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <section key={group.id} aria-label={group.label}>
          <Text fw={600} size="sm" c="dimmed" mb={6}>
            {group.label}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="xs">
            {group.entries.map((entry) => (
              <QuickLink key={entry.id} entry={entry} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  )
}

function QuickLink({ entry }: { entry: MenuLinkEntry }) {
  const { t } = useLingui()
  const router = useRouter()
  const intent = usePreloadOnIntent()
  // Menu paths are only known at run time (spec §2), so they go through the history, not a typed <Link>.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    router.history.push(entry.href)
  }
  return (
    <UnstyledButton component="a" href={entry.href} onClick={handleClick} {...intent(entry.href)}>
      <Card withBorder padding="sm" radius="md" h="100%">
        <Group justify="space-between" gap={4} wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {entry.label}
          </Text>
          {entry.external && (
            <Badge size="xs" variant="light" color="gray">
              {t`外部`}
            </Badge>
          )}
        </Group>
      </Card>
    </UnstyledButton>
  )
}
