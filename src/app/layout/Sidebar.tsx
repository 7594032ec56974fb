import { Loader, ScrollArea, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Brand } from '@/app/Brand'
import classes from './Sidebar.module.css'
import { SidebarMenu } from './SidebarMenu'
import { useSidebarMenu } from './useSidebarMenu'

export type SidebarProps = {
  collapsed: boolean
  onNavigate?: () => void
  /** Shown above the menu (the phone drawer puts the top menu there). */
  header?: React.ReactNode
}

/** The sidebar (spec §2): brand, the menu tree, or a hint when the menu is empty. */
export function Sidebar({ collapsed, onNavigate, header }: SidebarProps) {
  const { t } = useLingui()
  const { items, loading } = useSidebarMenu()
  return (
    <div className={classes.sidebar} data-collapsed={collapsed || undefined}>
      <div className={classes.brand}>
        <Brand size="sm" compact={collapsed} tone="sidebar" />
      </div>
      {header}
      <ScrollArea className={classes.scroll} type="hover" scrollbarSize={6}>
        {items.length > 0 && <SidebarMenu items={items} collapsed={collapsed} onNavigate={onNavigate} />}
        {items.length === 0 && loading && (
          <Stack align="center" py="xl">
            <Loader size="sm" color="var(--md-sidebar-fg)" aria-label={t`菜单加载中`} />
          </Stack>
        )}
        {items.length === 0 && !loading && (
          <Text className={classes.empty} role="status">
            {collapsed ? '—' : t`暂无可用菜单，请联系管理员分配权限`}
          </Text>
        )}
      </ScrollArea>
    </div>
  )
}
