import { queryOptions } from '@tanstack/react-query'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { BACKGROUND } from '@/api/requestFlags'

/** GET /api/crm/pickup/notice: the coming pickup appointments (spec §2, §7), in the background. */
const fetchPickupNotice = () => unwrapEnvelope(api.GET('/api/crm/pickup/notice', { headers: BACKGROUND }))

export type PickupNoticeItem = Awaited<ReturnType<typeof fetchPickupNotice>>[number]

export const pickupQueries = {
  notice: (identity: string | null) =>
    queryOptions({
      queryKey: ['pickup-notice', identity] as const,
      queryFn: fetchPickupNotice,
      staleTime: Infinity,
    }),
}
