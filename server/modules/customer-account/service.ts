import { and, eq, sql } from 'drizzle-orm'
import { CUSTOMER_LINK } from '@/domain/resources'
import type { Tx } from '../../db/database'
import { appUser, crmCustomer, customerAccount } from '../../db/schema'
import { badRequest } from '../../http/errors'
import { forgetActors } from '../../access/actor-cache'
import type { AuditContext } from '../security-log/context'
import { recordSecurityEvent } from '../security-log/service'
import { firstOr404, liveRows } from '../shared/crud'

type LinkState = (typeof CUSTOMER_LINK)[keyof typeof CUSTOMER_LINK]

async function accountOf(tx: Tx, tenantId: string, id: string) {
  return firstOr404(
    await tx
      .select({
        id: customerAccount.id,
        userId: customerAccount.userId,
        customerId: customerAccount.customerId,
        linkState: customerAccount.linkState,
        account: appUser.account,
        realName: appUser.realName,
        customerName: crmCustomer.name,
      })
      .from(customerAccount)
      .innerJoin(
        appUser,
        and(eq(appUser.tenantId, customerAccount.tenantId), eq(appUser.id, customerAccount.userId)),
      )
      .leftJoin(
        crmCustomer,
        and(
          eq(crmCustomer.tenantId, customerAccount.tenantId),
          eq(crmCustomer.id, customerAccount.customerId),
        ),
      )
      .where(liveRows(customerAccount, tenantId, eq(customerAccount.id, id))),
  )
}

const EVENTS = {
  [CUSTOMER_LINK.linked]: 'customer.linked',
  [CUSTOMER_LINK.awaiting]: 'customer.unlinked',
  [CUSTOMER_LINK.refused]: 'customer.refused',
} as const

/**
 * Links a customer's account to a customer record of the lab (state linked), removes the link (awaiting
 * again) or refuses it (refused). The account reads that customer's records from its next request on.
 */
export async function setCustomerLink(
  tx: Tx,
  tenantId: string,
  audit: AuditContext,
  id: string,
  state: LinkState,
  customerId: string | null,
) {
  const before = await accountOf(tx, tenantId, id)
  if (state === CUSTOMER_LINK.linked) {
    if (!customerId) throw badRequest('customerAccount.customerRequired')
    const [customer] = await tx
      .select({ id: crmCustomer.id })
      .from(crmCustomer)
      .where(liveRows(crmCustomer, tenantId, eq(crmCustomer.id, customerId)))
    if (!customer) throw badRequest('crud.referenceMissing')
  }
  const linked = state === CUSTOMER_LINK.linked
  await tx
    .update(customerAccount)
    .set({
      customerId: linked ? customerId : null,
      linkState: state,
      linkedBy: linked ? audit.actor.id : null,
      linkedTime: linked ? sql`now()` : null,
      updateUser: audit.actor.id,
      updateTime: sql`now()`,
    })
    .where(and(eq(customerAccount.tenantId, tenantId), eq(customerAccount.id, id)))
  const after = await accountOf(tx, tenantId, id)
  await recordSecurityEvent(tx, tenantId, {
    event: EVENTS[state],
    actor: audit.actor,
    origin: audit.origin,
    target: { type: 'customer_account', id, label: `${before.account} ${before.realName}` },
    before: { linkState: before.linkState, customerId: before.customerId, customerName: before.customerName },
    after: { linkState: after.linkState, customerId: after.customerId, customerName: after.customerName },
  })
  forgetActors()
  return after
}

export type OwnLink = {
  linkState: number
  companyName: string | null
  customerId: string | null
  customerName: string | null
}

/** The caller's own account link (her portal says whether the lab has linked her yet); null for staff. */
export async function findOwnLink(tx: Tx, tenantId: string, userId: string): Promise<OwnLink | null> {
  const [row] = await tx
    .select({
      linkState: customerAccount.linkState,
      companyName: customerAccount.companyName,
      customerId: customerAccount.customerId,
      customerName: crmCustomer.name,
    })
    .from(customerAccount)
    .leftJoin(
      crmCustomer,
      and(eq(crmCustomer.tenantId, customerAccount.tenantId), eq(crmCustomer.id, customerAccount.customerId)),
    )
    .where(liveRows(customerAccount, tenantId, eq(customerAccount.userId, userId)))
  if (!row) return null
  const linked = row.linkState === CUSTOMER_LINK.linked
  return {
    ...row,
    customerId: linked ? row.customerId : null,
    customerName: linked ? row.customerName : null,
  }
}
