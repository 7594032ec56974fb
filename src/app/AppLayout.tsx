import { AppShell, Group } from '@mantine/core'
import { Outlet } from '@tanstack/react-router'
import { Brand } from './Brand'

/**
 * The authenticated layout. Minimal for now: the full shell (top bar, sidebar menu, tab strip, lock, theme
 * and error-log controls) replaces the header and gains a navbar here, around the same <Outlet />.
 */
export function AppLayout() {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Brand />
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
