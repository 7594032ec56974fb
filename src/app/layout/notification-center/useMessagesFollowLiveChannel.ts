import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { subscribeMessages } from '@/app/live-channel/liveChannel'
import { notificationQueries } from './notificationQueries'

/** A message pushed over the live channel refreshes the message list and its unread count. */
export function useMessagesFollowLiveChannel(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      subscribeMessages(() => {
        void queryClient.invalidateQueries({ queryKey: [...notificationQueries.all(), 'messages'] })
      }),
    [queryClient],
  )
}
