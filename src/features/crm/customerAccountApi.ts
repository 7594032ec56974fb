import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'

export type LinkAction = 'link' | 'unlink' | 'reject'

/** 关联客户 / 解除关联 / 拒绝: the lab confirms (or ends, or refuses) a customer account's link. */
export const setCustomerLink = (action: LinkAction, id: string, customerId?: string) =>
  action === 'link'
    ? unwrapEnvelope(
        api.POST('/api/hm-crm/customer-account/link', { body: { id, customerId: customerId ?? '' } }),
      )
    : unwrapEnvelope(api.POST(`/api/hm-crm/customer-account/${action}`, { body: { id } }))
