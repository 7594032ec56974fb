import type { MouseEvent } from 'react'
import { NavLink, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { MenuItem } from '@/api/auth'
import { isExternalEntry, menuLabel } from '@/app/menu'

export type MenuListProps = { items: readonly MenuItem[] }

/** The user's menu as a navigation list; names in the current language (zh name or meta.i18n.en). */
export function MenuList({ items }: MenuListProps) {
  const { t } = useLingui()
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t`暂无可用菜单，请联系管理员分配权限`}
      </Text>
    )
  }
  return (
    <nav aria-label={t`我的菜单`}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} />
      ))}
    </nav>
  )
}

type MenuEntryProps = { item: MenuItem }

function MenuEntry({ item }: MenuEntryProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const label = menuLabel(item, i18n.locale)
  const children = item.children ?? []

  if (children.length > 0) {
    return (
      <NavLink label={label} defaultOpened childrenOffset="md">
        {children.map((child) => (
          <MenuEntry key={child.id} item={child} />
        ))}
      </NavLink>
    )
  }

  if (isExternalEntry(item)) {
    return <NavLink label={label} href={item.path} target="_blank" rel="noopener noreferrer" />
  }

  // Menu paths are only known at run time (spec §2), so they go through the history, not a typed <Link>.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    router.history.push(item.path)
  }
  return <NavLink label={label} href={item.path} onClick={handleClick} />
}
