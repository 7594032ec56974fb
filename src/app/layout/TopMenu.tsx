import { ScrollArea, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { HOME_PATH } from '@/domain/constants'
import { isVisibleTo, menuLabel } from '@/app/menu'
import { sessionRoles } from '@/app/session'
import { useSession } from '@/app/useSession'
import { IconHome, MenuIcon } from '@/ui/icons'
import { menuQueries } from './menuQueries'
import classes from './TopMenu.module.css'
import { useTopMenu } from './topMenuStore'
import { useOpenTopMenu } from './useOpenTopMenu'

export type TopMenuProps = {
  /** Entries wrap onto more lines instead of scrolling (the phone drawer). */
  wrap?: boolean
}

/** The top menu (spec §2): 首页 plus the top-level menus; choosing one opens its sub-menu's first entry. */
export function TopMenu({ wrap = false }: TopMenuProps) {
  const { t, i18n } = useLingui()
  const session = useSession()
  const { data = [] } = useQuery(menuQueries.topMenus())
  const current = useTopMenu()
  const openTopMenu = useOpenTopMenu()
  const roles = session ? sessionRoles(session) : []
  const items = data.filter((item) => isVisibleTo(item, roles))

  const handleChoose = (id: string | null) => void openTopMenu(id)

  const list = (
    <nav className={classes.list} data-wrap={wrap || undefined} aria-label={t`顶部菜单`}>
      <UnstyledButton
        className={classes.item}
        data-active={current === null || undefined}
        aria-current={current === null ? 'true' : undefined}
        onClick={() => handleChoose(null)}
        data-home-path={HOME_PATH}
      >
        <IconHome size={16} />
        <span>{t`首页`}</span>
      </UnstyledButton>
      {items.map((item) => {
        return (
          <UnstyledButton
            key={item.id}
            className={classes.item}
            data-active={current === item.id || undefined}
            aria-current={current === item.id ? 'true' : undefined}
            onClick={() => handleChoose(item.id)}
          >
            <MenuIcon source={item.source} size={16} />
            <span>{menuLabel(item, i18n.locale)}</span>
          </UnstyledButton>
        )
      })}
    </nav>
  )
  if (wrap) return list
  return (
    <ScrollArea type="scroll" scrollbarSize={3} className={classes.scroll}>
      {list}
    </ScrollArea>
  )
}
