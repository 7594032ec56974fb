import { useRef, useState, type MouseEvent } from 'react'
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
import { focusMain, useFocusMainOnNavigation } from './useFocusMainOnNavigation'
import { useScreenSize } from '@/ui/layout/useScreenSize'
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
  const burger = useRef<HTMLButtonElement>(null)
  // Closed by a link, the page takes the focus (useFocusMainOnNavigation); closed without going anywhere
  // (Escape, the overlay), it goes back to the button that opened the drawer.
  const closeDrawer = () => setDrawerOpened(false)
  const dismissDrawer = () => {
    setDrawerOpened(false)
    burger.current?.focus()
  }
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigation(main)

  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus, not a jump to #main-content: the router owns the address, and a hash would not move the focus.
    event.preventDefault()
    if (main.current) focusMain(main.current)
  }

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
      {/* The first stop of the keyboard (WCAG 2.4.1): past the top bar, the tabs and the menu. */}
      <a href="#main-content" className={classes.skipLink} onClick={handleSkip}>
        {t`跳到主要内容`}
      </a>
      <AppShell.Header className={classes.header}>
        <TopBar
          size={size}
          collapsed={collapsed}
          onToggleCollapse={() => toggleCollapse(size)}
          drawerOpened={drawerOpened}
          burgerRef={burger}
          onToggleDrawer={() => setDrawerOpened((opened) => !opened)}
        />
      </AppShell.Header>
      {!phone && (
        <AppShell.Navbar className={classes.navbar}>
          <Sidebar collapsed={collapsed} />
        </AppShell.Navbar>
      )}
      {phone && (
        // The parts, not <Drawer>: its aria-label would go on a wrapper without a role, not on the dialog.
        <Drawer.Root opened={drawerOpened} onClose={dismissDrawer} returnFocus={false} size={280} padding={0}>
          <Drawer.Overlay />
          <Drawer.Content aria-label={t`菜单`} data-menu-drawer>
            <Drawer.Body className={classes.drawerBody}>
              <Sidebar
                collapsed={false}
                onNavigate={closeDrawer}
                header={
                  <div className={classes.drawerTopMenu}>
                    <TopMenu wrap />
                  </div>
                }
              />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      <AppShell.Main ref={main} id="main-content" tabIndex={-1} className={classes.main}>
        <OfflineBanner />
        <PickupNotice />
        <Outlet />
      </AppShell.Main>
      <TabSync />
    </AppShell>
  )
}
