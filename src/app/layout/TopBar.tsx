import type { RefObject } from 'react'
import { ActionIcon, Burger, Group, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ScreenSizeClass } from '@/domain/constants'
import { Brand } from '@/app/Brand'
import { TabStrip } from '@/app/tabs'
import { IconLayoutSidebarCollapse, IconLayoutSidebarExpand } from '@/ui/icons'
import { HeaderActions } from './HeaderActions'
import classes from './TopBar.module.css'
import { TopMenu } from './TopMenu'

export type TopBarProps = {
  size: ScreenSizeClass
  collapsed: boolean
  onToggleCollapse: () => void
  drawerOpened: boolean
  onToggleDrawer: () => void
  /** The phone's menu button, where the focus goes back when the drawer is dismissed. */
  burgerRef?: RefObject<HTMLButtonElement | null>
}

/** The top bar (spec §2): collapse toggle, top menu, controls, and the tab strip below them. */
export function TopBar({
  size,
  collapsed,
  onToggleCollapse,
  drawerOpened,
  onToggleDrawer,
  burgerRef,
}: TopBarProps) {
  const { t } = useLingui()
  const phone = size === 0
  const collapseLabel = collapsed ? t`展开菜单` : t`收起菜单`
  return (
    <div className={classes.header}>
      <Group className={classes.row} gap="xs" wrap="nowrap">
        {phone ? (
          <>
            <Burger
              ref={burgerRef}
              opened={drawerOpened}
              onClick={onToggleDrawer}
              size="sm"
              color="var(--md-header-fg)"
              aria-label={drawerOpened ? t`关闭菜单` : t`打开菜单`}
              aria-expanded={drawerOpened}
            />
            <Brand compact tone="header" />
          </>
        ) : (
          <Tooltip label={collapseLabel}>
            <ActionIcon
              variant="subtle"
              color="var(--md-header-fg)"
              size="lg"
              aria-label={collapseLabel}
              aria-expanded={!collapsed}
              onClick={onToggleCollapse}
            >
              {collapsed ? <IconLayoutSidebarExpand /> : <IconLayoutSidebarCollapse />}
            </ActionIcon>
          </Tooltip>
        )}
        <div className={classes.menu}>{!phone && <TopMenu />}</div>
        <HeaderActions size={size} />
      </Group>
      <div className={classes.tabs}>
        <TabStrip />
      </div>
    </div>
  )
}
