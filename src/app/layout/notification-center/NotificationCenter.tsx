import { useState } from 'react'
import { ActionIcon, Indicator, Tabs, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AppDialog } from '@/ui/AppDialog'
import { IconBell } from '@/ui/icons'
import { MaterialList } from './MaterialList'
import { MessageList } from './MessageList'
import { notificationQueries } from './notificationQueries'
import { useMessagesFollowLiveChannel } from './useMessagesFollowLiveChannel'

/** The download / notification centre of the top bar (spec §2): materials to download, and messages. */
export function NotificationCenter() {
  const { t } = useLingui()
  const [opened, setOpened] = useState(false)
  useMessagesFollowLiveChannel()
  const unread =
    useQuery({ ...notificationQueries.messages(1), select: (page) => page.unreadCount }).data ?? 0
  const title = t`通知中心`
  return (
    <>
      <Tooltip label={title}>
        <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={16} offset={6}>
          <ActionIcon
            variant="subtle"
            color="var(--md-header-fg)"
            size="lg"
            aria-label={title}
            onClick={() => setOpened(true)}
          >
            <IconBell />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <AppDialog opened={opened} onClose={() => setOpened(false)} title={title}>
        <Tabs defaultValue="materials" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="materials">{t`资料下载`}</Tabs.Tab>
            <Tabs.Tab value="messages">{t`我的消息`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="materials">
            <MaterialList />
          </Tabs.Panel>
          <Tabs.Panel value="messages">
            <MessageList />
          </Tabs.Panel>
        </Tabs>
      </AppDialog>
    </>
  )
}
