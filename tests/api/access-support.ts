import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { customerAccount, smsCode } from '../../server/db/schema'
import { roleMenuGrants } from '../../server/seed/data/menus'
import { CUSTOMER_ROLE } from '../../server/seed/seed-shell'
import type { RoleAlias } from '../../server/seed/types'
import { withTenant } from '../../server/db/tenant-scope'
import { call, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { lastSmsCode } from '../support/sms-code'

export const TENANT = '100001'

/** The demo lab's people, one per role, and two customers (the seeded one, linked, and one of the test's). */
export const LAB_PEOPLE = [
  'admin',
  'reception',
  'tester',
  'reviewer',
  'approver',
  'finance',
  'pickup',
  'customer',
  'customer2',
] as const
export type LabPerson = (typeof LAB_PEOPLE)[number]

/**
 * The grants each person's role has in the seed (server/seed): what the access rules should let her do,
 * worked out from the seed's own data, not from the database the server reads.
 */
export function seededGrants(person: LabPerson): 'all' | ReadonlySet<string> {
  if (person === 'customer' || person === 'customer2') return new Set(CUSTOMER_ROLE.menuCodes)
  const granted = roleMenuGrants[person as RoleAlias]
  return granted === 'all' ? 'all' : new Set(granted)
}

/** Sends a registration code to the phone and reads it from the SMS the test app caught. */
export async function smsCodeFor(t: TestApp, phone: string, purpose: 'register' | 'reset' | 'login') {
  await withTenant(t.database.db, TENANT, (tx) =>
    tx.delete(smsCode).where(and(eq(smsCode.tenantId, TENANT), eq(smsCode.phone, phone))),
  )
  const sent = await t.app.inject({
    method: 'POST',
    url: `/csApi/hm-metrology/self-service/sms/${phone}?purpose=${purpose}`,
    headers: { 'tenant-id': TENANT },
  })
  expect(sent.statusCode, sent.body).toBe(200)
  return lastSmsCode(t.sms, phone)
}

/** A customer who registers herself (/register): her account awaits the lab's link. */
export async function registerCustomer(
  t: TestApp,
  customer: { account: string; phone: string; realName: string; companyName: string },
): Promise<Session & { accountId: string }> {
  const code = await smsCodeFor(t, customer.phone, 'register')
  const registered = await call<Envelope<unknown>>(t.app, null, {
    method: 'POST',
    url: '/api/blade-user/register',
    payload: { tenantId: TENANT, code, password: 'Customer1', password1: 'Customer1', ...customer },
  })
  expect(registered.status, JSON.stringify(registered.body)).toBe(200)
  const session = await login(t.app, TENANT, customer.account, 'Customer1')
  const [row] = await withTenant(t.database.db, TENANT, (tx) =>
    tx
      .select({ id: customerAccount.id })
      .from(customerAccount)
      .where(and(eq(customerAccount.tenantId, TENANT), eq(customerAccount.userId, session.userId))),
  )
  return { ...session, accountId: row?.id ?? '' }
}

/** Everyone of LAB_PEOPLE signed in; customer2 registers herself first. */
export async function signInLab(t: TestApp): Promise<Record<LabPerson, Session>> {
  const sessions: Partial<Record<LabPerson, Session>> = {}
  for (const person of LAB_PEOPLE) {
    if (person === 'customer2') continue
    sessions[person] = await login(t.app, TENANT, person)
  }
  sessions.customer2 = await registerCustomer(t, {
    account: 'customer2',
    phone: '13900002222',
    realName: '吴客户',
    companyName: '株洲示范仪表有限公司',
  })
  return sessions as Record<LabPerson, Session>
}

export type PageOf<T> = { records: T[]; total: number }

/** One page of a resource (the spec's search payload; filter by field = value). */
export async function pageOf<T = Record<string, unknown>>(
  t: TestApp,
  session: Session,
  url: string,
  filter: Record<string, string> = {},
  size = 500,
) {
  const op = Object.fromEntries(Object.keys(filter).map((field) => [field, '=']))
  return call<Envelope<PageOf<T & { id: string }>>>(t.app, session, {
    method: 'POST',
    url: `${url}?current=1&size=${size}`,
    payload: { searchParam: { filter: JSON.stringify(filter), op: JSON.stringify(op) } },
  })
}
