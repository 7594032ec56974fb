import { orders } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { DeskOrderDialog } from './desk/DeskOrderDialog'
import { OrderBillPanel, PrintBillLink } from './OrderBillActions'

/**
 * 委托单: the orders the reader's data scope shows (all of them for reception, her own for pickup staff); 新增
 * registers a walk-in customer's order at the desk, and every order prints its slip.
 */
export const OrdersPage = () => (
  <ResourcePage
    resource={orders}
    creator={(props) => <DeskOrderDialog {...props} />}
    rowActions={(row) => <PrintBillLink orderId={row.id} />}
    detailExtras={(row) => <OrderBillPanel orderId={row.id} />}
  />
)
