import { useState } from 'react'
import { AppShell, Drawer } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Outlet } from '@tanstack/react-router'
import { TabSync } from '@/app/tabs'
import { OfflineBanner } from '@/app/offline/OfflineBanner'
import { ThemeScope } from '@/app/theme'
import classes from './AppLayout.module.css'
import { toggleCollapse, useCollapsed } from './layoutStore'
import { PickupNotice } from './PickupNotice'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'
import { TopMenu } from './TopMenu'
import { useScreenSize } from './useScreenSize'
import { useSignedOutElsewhere } from './useSignedOutElsewhere'

const HEADER_HEIGHT = 88
const SIDEBAR_WIDTH = 220
const SIDEBAR_COLLAPSED_WIDTH = 64

/**
 * The authenticated layout (spec §2 "Shell"): top bar with the tab strip, the sidebar (a drawer on phones),
 * the page (below the offline banner while offline, and the pickup notice while it shows). Every route it
 * shows becomes a tab.
 */
export function AppLayout() {
  return (
    <ThemeScope>
      <LayoutFrame />
    </ThemeScope>
  )
}

function LayoutFrame() {
  const { t } = useLingui()
  useSignedOutElsewhere()
  const size = useScreenSize()
  const phone = size === 0
  const collapsed = useCollapsed(size)
  const [drawerOpened, setDrawerOpened] = useState(false)
  const closeDrawer = () => setDrawerOpened(false)

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: false },
      }}
      padding={phone ? 'xs' : 'md'}
      layout="alt"
      withBorder={false}
    >
      <AppShell.Header className={classes.header}>
        <TopBar
          size={size}
          collapsed={collapsed}
          onToggleCollapse={() => toggleCollapse(size)}
          drawerOpened={drawerOpened}
          onToggleDrawer={() => setDrawerOpened((opened) => !opened)}
        />
      </AppShell.Header>
      {!phone && (
        <AppShell.Navbar className={classes.navbar}>
          <Sidebar collapsed={collapsed} />
        </AppShell.Navbar>
      )}
      {phone && (
        <Drawer
          opened={drawerOpened}
          onClose={closeDrawer}
          size={280}
          padding={0}
          withCloseButton={false}
          aria-label={t`菜单`}
          classNames={{ body: classes.drawerBody }}
        >
          <Sidebar
            collapsed={false}
            onNavigate={closeDrawer}
            header={
              <div className={classes.drawerTopMenu}>
                <TopMenu wrap />
              </div>
            }
          />
        </Drawer>
      )}
      <AppShell.Main className={classes.main}>
        <OfflineBanner />
        <PickupNotice />
        <Outlet />
      </AppShell.Main>
      <TabSync />
    </AppShell>
  )
}
