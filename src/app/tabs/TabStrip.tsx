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
          {state.tabs.map((tab) => (
            <TabItem
              key={tab.value}
              tab={tab}
              label={labelOf(tab)}
              active={tab.value === state.active}
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

type TabItemProps = { tab: Tab; label: string; active: boolean; closable: boolean }

function TabItem({ tab, label, active, closable }: TabItemProps) {
  const { t } = useLingui()
  const router = useRouter()

  const handleOpen = () => {
    if (!active) router.history.push(tab.href)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Delete' && closable) closeTab(tab.value)
  }

  return (
    <div className={classes.tab} data-active={active || undefined}>
      <UnstyledButton
        role="tab"
        aria-selected={active}
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
          aria-label={t`关闭 ${label}`}
          onClick={() => closeTab(tab.value)}
        />
      )}
    </div>
  )
}
