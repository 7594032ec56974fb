import type { ReactNode } from 'react'
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ResourcePage, ResourceRecord } from '@/api/resources'

export type PagedCardsProps = {
  query: UseInfiniteQueryResult<InfiniteData<ResourcePage>>
  /** What an empty list says (暂无委托 …). */
  empty: string
  /** The loaded records as cards. */
  children: (records: ResourceRecord[]) => ReactNode
}

/**
 * A portal list that grows: a loader first, the empty word, the cards, then 加载更多 while the server has
 * more (a phone reads a few at a time; no table paging to aim at with a finger).
 */
export function PagedCards({ query, empty, children }: PagedCardsProps) {
  const { t } = useLingui()
  const pages = query.data?.pages
  if (!pages) {
    if (query.isError) {
      return (
        <Alert color="red" variant="light" title={t`加载失败`}>
          <Button size="md" variant="light" mt="xs" onClick={() => void query.refetch()}>
            {t`重试`}
          </Button>
        </Alert>
      )
    }
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  const records = pages.flatMap((page) => page.records)
  if (records.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">{empty}</Text>
      </Center>
    )
  }
  const total = pages[0]?.total ?? records.length
  const shownCount = records.length
  return (
    <Stack gap="sm">
      {children(records)}
      <Stack gap={4} align="center">
        <Text size="xs" c="dimmed">
          {t`已显示 ${shownCount} / ${total} 条`}
        </Text>
        {query.hasNextPage && (
          <Button
            size="md"
            variant="default"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t`加载更多`}
          </Button>
        )}
      </Stack>
    </Stack>
  )
}
