import { Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { OrderCard } from './OrderCard'
import { PagedCards } from './PagedCards'
import { PortalPage } from './PortalPage'
import { portalQueries } from './queries'

/** 我的委托 (/portal/orders): her customer's orders, newest first, each with its instruments' progress. */
export function MyOrdersPage() {
  const { t } = useLingui()
  return (
    <PortalPage title={t`我的委托`}>
      <OrderList />
    </PortalPage>
  )
}

function OrderList() {
  const { t } = useLingui()
  const query = useInfiniteQuery(portalQueries.orders())
  return (
    <PagedCards query={query} empty={t`暂无委托`}>
      {(orders) => (
        <Stack gap="sm" role="list" aria-label={t`我的委托`}>
          {orders.map((order) => (
            <div role="listitem" key={order.id}>
              <OrderCard order={order} />
            </div>
          ))}
        </Stack>
      )}
    </PagedCards>
  )
}
