import { useState } from 'react'
import { Badge, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LAB_TIME_ZONE } from '@/domain/labClock'
import { MESSAGE_PAGE_SIZE, notificationQueries } from './notificationQueries'

/** The user's messages (spec §3 "Message item": text, date), newest first. */
export function MessageList() {
  const { t, i18n } = useLingui()
  const [page, setPage] = useState(1)
  const { data, isPending, isError } = useQuery(notificationQueries.messages(page))

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    )
  }
  if (isError) return <Text c="red">{t`消息加载失败`}</Text>
  if (data.records.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t`暂无消息`}
      </Text>
    )
  }
  const dateFormat = new Intl.DateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', {
    timeZone: LAB_TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const pages = Math.max(1, Math.ceil(data.total / MESSAGE_PAGE_SIZE))
  return (
    <Stack gap="xs">
      {data.records.map((message) => (
        <Stack key={message.id} gap={2} p="xs" bd="1px solid var(--mantine-color-gray-2)" bdrs="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm" truncate>
              {message.title || message.text}
            </Text>
            {!message.read && (
              <Badge size="xs" variant="light">
                {t`未读`}
              </Badge>
            )}
          </Group>
          {message.title && <Text size="sm">{message.text}</Text>}
          <Text size="xs" c="dimmed">
            {dateFormat.format(new Date(message.date))}
          </Text>
        </Stack>
      ))}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination size="sm" total={pages} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  )
}
