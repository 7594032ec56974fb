import { orders } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** 委托单: the orders the reader's data scope shows (all of them for reception, her own for pickup staff). */
export const OrdersPage = () => <ResourcePage resource={orders} />
