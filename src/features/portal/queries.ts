import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { ResourcePage } from '@/api/resources'
import {
  bills,
  certificates,
  contracts,
  instruments,
  invoices,
  quotes,
  orders,
  orderSamples,
  type ResourceDeclaration,
  type SearchPayload,
} from '@/domain/resources'
import { fetchOwnLink, fetchPortalPage } from './api'
import {
  BILLS_PAYLOAD,
  certificatesPayload,
  CONTRACTS_PAYLOAD,
  INSTRUMENTS_PAYLOAD,
  INVOICES_PAYLOAD,
  ORDERS_PAYLOAD,
  QUOTES_PAYLOAD,
  samplesPayload,
} from './payloads'

/** Cards per request of a portal list (a phone shows a few at a time; 加载更多 brings the next ones). */
export const PORTAL_PAGE_SIZE = 10
/** Her instruments come in bigger pages: the due ones sort first, and 预约全部 books those loaded together. */
const INSTRUMENT_PAGE_SIZE = 50
/** An order's samples in one call; an order of more instruments shows the first ones (and the full count). */
const SAMPLES_MAX = 500

const nextPage = (last: ResourcePage) => (last.current < last.pages ? last.current + 1 : undefined)

const pagedList = (
  key: readonly unknown[],
  resource: ResourceDeclaration,
  payload: SearchPayload,
  size = PORTAL_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPortalPage(resource, payload, { current: pageParam, size }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

/** Queries of the customers' portal (我的服务): her account's link, then her customer's own records. */
export const portalQueries = {
  all: () => ['portal'] as const,
  /** Whether the lab has linked her account to one of its customers (nothing else is read until it has). */
  link: () => queryOptions({ queryKey: [...portalQueries.all(), 'link'] as const, queryFn: fetchOwnLink }),
  lists: () => [...portalQueries.all(), 'list'] as const,
  orders: () => pagedList([...portalQueries.lists(), 'orders'] as const, orders, ORDERS_PAYLOAD),
  /** The samples of one of her orders: its card shows their count, and each one's state when opened. */
  samples: (orderId: string) =>
    queryOptions({
      queryKey: [...portalQueries.lists(), 'samples', orderId] as const,
      queryFn: () =>
        fetchPortalPage(orderSamples, samplesPayload(orderId), { current: 1, size: SAMPLES_MAX }),
    }),
  certificates: (text: string) =>
    pagedList(
      [...portalQueries.lists(), 'certificates', text.trim()] as const,
      certificates,
      certificatesPayload(text),
    ),
  instruments: () =>
    pagedList(
      [...portalQueries.lists(), 'instruments'] as const,
      instruments,
      INSTRUMENTS_PAYLOAD,
      INSTRUMENT_PAGE_SIZE,
    ),
  bills: () => pagedList([...portalQueries.lists(), 'bills'] as const, bills, BILLS_PAYLOAD),
  invoices: () => pagedList([...portalQueries.lists(), 'invoices'] as const, invoices, INVOICES_PAYLOAD),
  quotes: () => pagedList([...portalQueries.lists(), 'quotes'] as const, quotes, QUOTES_PAYLOAD),
  contracts: () => pagedList([...portalQueries.lists(), 'contracts'] as const, contracts, CONTRACTS_PAYLOAD),
}
