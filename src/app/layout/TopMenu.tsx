import type { ReactNode } from 'react'
import { Menu, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { HOME_PATH } from '@/domain/constants'
import { menuLabel, visibleMenu } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useSession } from '@/app/useSession'
import { FOLD_ITEM, FOLD_MORE, useFold } from '@/ui/fold'
import { IconChevronDown, IconHome, MenuIcon } from '@/ui/icons'
import { areaOf } from './menuArea'
import classes from './TopMenu.module.css'
import { useTopMenu } from './topMenuStore'
import { useOpenTopMenu } from './useOpenTopMenu'

export type TopMenuProps = {
  /** Entries wrap onto more lines instead of folding into 更多 (the phone drawer). */
  wrap?: boolean
}

type TopEntry = { id: string | null; label: string; icon: ReactNode }

/**
 * The top menu (spec §2): 首页 plus the top-level menus; choosing one opens its sub-menu's first entry. The
 * area of the page on screen is highlighted, however it was opened (sidebar, link, address); entries that
 * do not fit fold into 更多, which is highlighted in their stead when the page belongs to one of them.
 */
export function TopMenu({ wrap = false }: TopMenuProps) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const chosen = useTopMenu()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const openTopMenu = useOpenTopMenu()
  const roots = visibleMenu(session?.menu ?? [], session ? sessionRoles(session) : [])
  const active = pathname === HOME_PATH ? null : (areaOf(roots, pathname) ?? chosen)
  const entries: TopEntry[] = [
    { id: null, label: t`首页`, icon: <IconHome size={16} /> },
    ...roots.map((root) => ({
      id: root.id,
      label: menuLabel(root, i18n.locale),
      icon: <MenuIcon source={root.source} size={16} />,
    })),
  ]
  const {
    rowRef,
    measuring,
    shown: shownCount,
  } = useFold<HTMLElement>(
    `${i18n.locale}|${entries.map((entry) => entry.label).join('|')}`,
    entries.length,
    !wrap,
  )
  const shown = entries.slice(0, shownCount)
  const folded = entries.slice(shownCount)
  const moreActive = folded.some((entry) => entry.id === active)

  const button = (entry: TopEntry) => (
    <UnstyledButton
      key={entry.id ?? 'home'}
      className={classes.item}
      data-active={active === entry.id || undefined}
      aria-current={active === entry.id ? 'page' : undefined}
      onClick={() => openTopMenu(entry.id)}
      data-home-path={entry.id === null ? HOME_PATH : undefined}
      {...{ [FOLD_ITEM]: true }}
    >
      {entry.icon}
      <span>{entry.label}</span>
    </UnstyledButton>
  )
  const moreButton = (
    <UnstyledButton className={classes.item} data-active={moreActive || undefined} {...{ [FOLD_MORE]: true }}>
      <span>{t`更多`}</span>
      <IconChevronDown size={14} />
    </UnstyledButton>
  )

  return (
    <nav ref={rowRef} className={classes.list} data-wrap={wrap || undefined} aria-label={t`顶部菜单`}>
      {shown.map(button)}
      {measuring ? (
        moreButton
      ) : folded.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>{moreButton}</Menu.Target>
          <Menu.Dropdown>
            {folded.map((entry) => (
              <Menu.Item
                key={entry.id ?? 'home'}
                leftSection={entry.icon}
                aria-current={active === entry.id ? 'page' : undefined}
                color={active === entry.id ? 'brand' : undefined}
                onClick={() => openTopMenu(entry.id)}
              >
                {entry.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </nav>
  )
}
