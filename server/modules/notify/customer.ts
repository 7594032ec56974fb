import { sql } from 'drizzle-orm'
import type { NotifyEventCode, NotifyValues } from '@/domain/notify/events'
import { queryRows, type Tx } from '../../db/database'
import { notifyAll, type NotifyInput } from './service'

/*
 * A customer is told through every channel she has: an in-site message to each account linked to her record
 * (they read her orders and certificates in the portal), an SMS to the record's phone, a mail to its address.
 * Channels she has no address for, or whose template the lab disabled, send nothing.
 */

type Address = NotifyInput<NotifyEventCode>['to']

/** Where the customer `customerId` is told: her linked accounts, her phone, her mail. */
export async function customerAddresses(tx: Tx, tenantId: string, customerId: string): Promise<Address[]> {
  const [customer] = await queryRows<{ phone: string | null; email: string | null }>(
    tx,
    sql`select phone, email from crm_customer
        where tenant_id = ${tenantId} and id = ${customerId} and is_deleted = false`,
  )
  if (!customer) return []
  const accounts = await queryRows<{ userId: string }>(
    tx,
    sql`select a.user_id as "userId" from customer_account a
        join app_user u on u.tenant_id = a.tenant_id and u.id = a.user_id and u.is_deleted = false
        where a.tenant_id = ${tenantId} and a.customer_id = ${customerId} and a.link_state = 2
          and a.is_deleted = false
        order by a.user_id`,
  )
  return [
    ...accounts.map(({ userId }) => ({ userId })),
    ...(customer.phone?.trim() ? [{ phone: customer.phone.trim() }] : []),
    ...(customer.email?.trim() ? [{ email: customer.email.trim() }] : []),
  ]
}

/** Tells the customer of one occurrence of `event` on each of her channels; answers how many were queued. */
export async function notifyCustomer<E extends NotifyEventCode>(
  tx: Tx,
  input: {
    tenantId: string
    customerId: string
    event: E
    eventId: string
    values: NotifyValues<E>
    senderId?: string | null
  },
): Promise<number> {
  const { customerId, ...occurrence } = input
  const outcomes = await notifyAll(tx, await customerAddresses(tx, input.tenantId, customerId), {
    ...occurrence,
    senderId: input.senderId ?? null,
  })
  return outcomes.filter((outcome) => outcome.status === 'queued' || outcome.status === 'sent').length
}
