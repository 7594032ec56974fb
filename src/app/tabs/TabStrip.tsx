import { useEffect, useRef, type KeyboardEvent } from 'react'
import { ActionIcon, CloseButton, Menu, ScrollArea, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { IconChevronDown } from '@/ui/icons'
import classes from './TabStrip.module.css'
import { isClosable, type Tab } from './tabRules'
import { closeAll, closeOthers, closeTab, useTabs } from './tabStore'
import { useTabLabel } from './useTabLabel'

/** The tab strip of the top bar (spec §2): scrollable, active tab highlighted, close buttons, close others/all. */
export function TabStrip() {
  const { t } = useLingui()
  const state = useTabs()
  const labelOf = useTabLabel()
  const viewport = useRef<HTMLDivElement>(null)
  const activeShown = state.tabs.some((tab) => tab.value === state.active)

  useEffect(() => {
    // In the next frame, when the layout is done anyway: measuring during the commit would force the first
    // layout of the whole page early (the start-up's slowest step). The home tab, first, never needs it.
    const frame = requestAnimationFrame(() => {
      const strip = viewport.current
      const active = strip?.querySelector<HTMLElement>('[aria-selected="true"]')
      if (!strip || !active || active === strip.querySelector('[role="tab"]')) return
      active.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    })
    return () => cancelAnimationFrame(frame)
  }, [state.active])

  return (
    <div className={classes.bar}>
      <ScrollArea
        className={classes.scroll}
        viewportRef={viewport}
        scrollbarSize={4}
        type="hover"
        offsetScrollbars={false}
      >
        <div className={classes.list} role="tablist" aria-label={t`标签页`}>
          {state.tabs.map((tab, index) => (
            <TabItem
              key={tab.value}
              tab={tab}
              label={labelOf(tab)}
              active={tab.value === state.active}
              focusable={tab.value === state.active || (!activeShown && index === 0)}
              closable={isClosable(state, tab.value)}
            />
          ))}
        </div>
      </ScrollArea>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-label={t`标签页操作`}
            className={classes.menu}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={closeOthers}>{t`关闭其他`}</Menu.Item>
          <Menu.Item onClick={closeAll}>{t`关闭全部`}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </div>
  )
}

type TabItemProps = { tab: Tab; label: string; active: boolean; focusable: boolean; closable: boolean }

/** The tabs of the strip, in their order on screen. */
const tabsOf = (element: HTMLElement) =>
  Array.from(element.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])

/** After a tab closed under the keyboard: focus on the tab now shown, once the strip has re-rendered. */
const focusActiveTabOf = (list: Element | null) =>
  requestAnimationFrame(() => list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus())

/**
 * One tab (WAI-ARIA tabs pattern): one Tab stop for the whole strip (the active tab), arrow keys, Home and End
 * move between tabs, Enter or Space opens one, Delete closes it. The close button is for the mouse: inside a
 * tablist only tabs may be announced (axe: aria-required-children), and Delete does its job from the keyboard.
 */
function TabItem({ tab, label, active, focusable, closable }: TabItemProps) {
  const { t } = useLingui()
  const router = useRouter()

  const handleOpen = () => {
    if (!active) router.history.push(tab.href)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const element = event.currentTarget
    if (event.key === 'Delete') {
      if (!closable) return
      event.preventDefault()
      const list = element.closest('[role="tablist"]')
      closeTab(tab.value)
      focusActiveTabOf(list)
      return
    }
    const all = tabsOf(element)
    const index = all.indexOf(element)
    const target =
      event.key === 'ArrowRight'
        ? all[(index + 1) % all.length]
        : event.key === 'ArrowLeft'
          ? all[(index - 1 + all.length) % all.length]
          : event.key === 'Home'
            ? all[0]
            : event.key === 'End'
              ? all[all.length - 1]
              : undefined
    if (!target) return
    event.preventDefault()
    target.focus()
    target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }

  return (
    <div className={classes.tab} data-active={active || undefined}>
      <UnstyledButton
        role="tab"
        aria-selected={active}
        aria-keyshortcuts={closable ? 'Delete' : undefined}
        tabIndex={focusable ? 0 : -1}
        className={classes.label}
        onClick={handleOpen}
        onKeyDown={handleKeyDown}
        title={label}
      >
        {label}
      </UnstyledButton>
      {closable && (
        <CloseButton
          size="xs"
          className={classes.close}
          aria-hidden
          tabIndex={-1}
          title={t`关闭 ${label}`}
          data-close-tab={tab.value}
          onClick={() => closeTab(tab.value)}
        />
      )}
    </div>
  )
}
