import { useState, type MouseEvent } from 'react'
import { Menu, Tooltip, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import type { MenuItem } from '@/api/auth'
import { menuHref, menuLabel, menuTrail } from '@/app/menu'
import { IconChevronRight, MenuIcon } from '@/ui/icons'
import classes from './Sidebar.module.css'
import { usePreloadOnIntent } from './usePreloadOnIntent'

export type SidebarMenuProps = {
  items: readonly MenuItem[]
  /** Icons only, groups open as a flyout (the collapsed sidebar). */
  collapsed: boolean
  /** Called after an entry was chosen (the phone drawer closes). */
  onNavigate?: () => void
}

/** The menu tree with icons; an entry whose target is a web address opens /myiframe/<address> (spec §2). */
export function SidebarMenu({ items, collapsed, onNavigate }: SidebarMenuProps) {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const openIds = new Set(menuTrail(items, pathname).map((item) => item.id))
  return (
    <nav aria-label={t`菜单`} className={classes.menu} data-collapsed={collapsed || undefined}>
      {collapsed ? (
        items.map((item) => (
          <CollapsedEntry key={item.id} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))
      ) : (
        <Entries items={items} pathname={pathname} openIds={openIds} onNavigate={onNavigate} />
      )}
    </nav>
  )
}

function useOpenEntry(onNavigate?: () => void) {
  const router = useRouter()
  return (item: MenuItem) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    // Menu paths are known only at run time (spec §2), so they go through the history, not a typed <Link>.
    router.history.push(menuHref(item))
    onNavigate?.()
  }
}

type EntryProps = {
  item: MenuItem
  pathname: string
  openIds: Set<string>
  onNavigate: (() => void) | undefined
}

type EntriesProps = Omit<EntryProps, 'item'> & { items: readonly MenuItem[] }

/** Entries of one level; a group opens when the page shown is inside it (remounted when that changes). */
function Entries({ items, pathname, openIds, onNavigate }: EntriesProps) {
  return items.map((item) => (
    <Entry
      key={`${item.id}:${openIds.has(item.id)}`}
      item={item}
      pathname={pathname}
      openIds={openIds}
      onNavigate={onNavigate}
    />
  ))
}

function Entry({ item, pathname, openIds, onNavigate }: EntryProps) {
  const { i18n } = useLingui()
  const open = useOpenEntry(onNavigate)
  const intent = usePreloadOnIntent()
  const label = menuLabel(item, i18n.locale)
  const children = item.children ?? []
  if (children.length > 0)
    return <GroupEntry item={item} pathname={pathname} openIds={openIds} onNavigate={onNavigate} />
  const href = menuHref(item)
  const active = href === pathname
  // A plain link rather than a NavLink: a third of the elements for the entries a list page shows beside it.
  return (
    <a
      href={href}
      className={`mantine-focus-auto ${classes.link} ${classes.leaf}`}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={open(item)}
      {...intent(href)}
    >
      <MenuIcon source={item.source} />
      <span className={classes.label}>{label}</span>
    </a>
  )
}

/**
 * A group of the menu: its entries are in the page only while it is open (a closed group's would be most of
 * the sidebar's elements). It starts open when the page shown is inside it.
 */
function GroupEntry({ item, pathname, openIds, onNavigate }: EntryProps) {
  const { i18n } = useLingui()
  const [opened, setOpened] = useState(() => openIds.has(item.id))
  return (
    <>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.link} ${classes.leaf}`}
        aria-expanded={opened}
        onClick={() => setOpened((was) => !was)}
      >
        <MenuIcon source={item.source} />
        <span className={classes.label}>{menuLabel(item, i18n.locale)}</span>
        <IconChevronRight size={14} className={classes.chevron} data-opened={opened || undefined} />
      </button>
      {opened && (
        <div className={classes.children}>
          <Entries
            items={item.children ?? []}
            pathname={pathname}
            openIds={openIds}
            onNavigate={onNavigate}
          />
        </div>
      )}
    </>
  )
}

type CollapsedEntryProps = { item: MenuItem; pathname: string; onNavigate: (() => void) | undefined }

/** A top-level entry of the collapsed sidebar: its icon; a group shows its entries in a flyout. */
function CollapsedEntry({ item, pathname, onNavigate }: CollapsedEntryProps) {
  const { i18n } = useLingui()
  const open = useOpenEntry(onNavigate)
  const intent = usePreloadOnIntent()
  const label = menuLabel(item, i18n.locale)
  const children = item.children ?? []
  const active = menuTrail([item], pathname).length > 0

  if (children.length === 0) {
    return (
      <Tooltip label={label} position="right">
        <UnstyledButton
          component="a"
          href={menuHref(item)}
          className={classes.iconLink}
          data-active={active || undefined}
          aria-label={label}
          onClick={open(item)}
          {...intent(menuHref(item))}
        >
          <MenuIcon source={item.source} size={20} />
        </UnstyledButton>
      </Tooltip>
    )
  }
  return (
    <Menu position="right-start" trigger="click-hover" withinPortal offset={6}>
      <Menu.Target>
        <UnstyledButton className={classes.iconLink} data-active={active || undefined} aria-label={label}>
          <MenuIcon source={item.source} size={20} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        <FlyoutEntries items={children} pathname={pathname} open={open} />
      </Menu.Dropdown>
    </Menu>
  )
}

type FlyoutEntriesProps = {
  items: readonly MenuItem[]
  pathname: string
  open: (item: MenuItem) => (event: MouseEvent<HTMLElement>) => void
}

function FlyoutEntries({ items, pathname, open }: FlyoutEntriesProps) {
  const { i18n } = useLingui()
  const intent = usePreloadOnIntent()
  return items.map((item) => {
    const children = item.children ?? []
    if (children.length > 0) {
      return (
        <div key={item.id}>
          <Menu.Label>{menuLabel(item, i18n.locale)}</Menu.Label>
          <FlyoutEntries items={children} pathname={pathname} open={open} />
        </div>
      )
    }
    const href = menuHref(item)
    return (
      <Menu.Item
        key={item.id}
        component="a"
        href={href}
        leftSection={<MenuIcon source={item.source} size={16} />}
        onClick={open(item)}
        {...intent(href)}
        color={href === pathname ? 'brand' : undefined}
      >
        {menuLabel(item, i18n.locale)}
      </Menu.Item>
    )
  })
}
