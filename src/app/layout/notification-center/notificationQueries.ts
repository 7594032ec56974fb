import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_LOADING } from '@/api/requestFlags'
import { MESSAGE_PAGE_SIZE } from '@/domain/boot'

/** Materials per page in the notification centre. */
export const MATERIAL_PAGE_SIZE = 20

/** POST /api/material/page?current=&size= with { searchType: 'N' } (spec §7 "Symbols and lists"). */
const fetchMaterials = (current: number) =>
  unwrapEnvelope(
    api.POST('/api/material/page', {
      params: { query: { current, size: MATERIAL_PAGE_SIZE } },
      body: { searchType: 'N' },
    }),
  )

export type MaterialPage = Awaited<ReturnType<typeof fetchMaterials>>
export type Material = MaterialPage['records'][number]

/** Messages per page in the notification centre (its first page is a start-up answer: src/domain/boot.ts). */
export { MESSAGE_PAGE_SIZE }

/** GET /api/appoints/notify/msgCenterPage: the user's messages, newest first, with the unread count. */
const fetchMessages = (current: number) =>
  unwrapEnvelope(
    api.GET('/api/appoints/notify/msgCenterPage', {
      params: { query: { current, size: MESSAGE_PAGE_SIZE } },
      headers: NO_LOADING,
    }),
  )

export type MessagePage = Awaited<ReturnType<typeof fetchMessages>>

/** Query key factory of the notification centre. */
export const notificationQueries = {
  all: () => ['notification-center'] as const,
  materials: (current: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'materials', current] as const,
      queryFn: () => fetchMaterials(current),
    }),
  messages: (current: number) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), 'messages', current] as const,
      queryFn: () => fetchMessages(current),
    }),
}
