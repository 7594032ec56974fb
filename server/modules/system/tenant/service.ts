import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { queryRows, type Db, type Tx } from '../../../db/database'
import { tenant } from '../../../db/schema'
import { seedTenant } from '../../../seed/seed-tenant'
import type { FileStorage } from '../../file/storage'
import { withTenant, withoutTenant } from '../../../db/tenant-scope'
import { toPage } from '../../../http/envelope'
import { badRequest } from '../../../http/errors'
import { isStrongPassword } from '../../auth/password'
import { contains, firstOr404, iso } from '../../shared/crud'
import { PLATFORM_TENANT } from '../../../plugins/access'
import { forgetActors } from '../../../access/actor-cache'
import type { AuditContext } from '../../security-log/context'
import { recordSecurityEventApart } from '../../security-log/service'

type TenantRow = typeof tenant.$inferSelect

const toDto = (row: TenantRow) => ({
  tenantId: row.tenantId,
  tenantName: row.tenantName,
  tenantNameEn: row.tenantNameEn,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  address: row.address,
  status: row.status,
  accountLimit: row.accountLimit,
  expireTime: iso(row.expireTime),
  createTime: iso(row.createTime),
  updateTime: iso(row.updateTime),
})
export type TenantDto = ReturnType<typeof toDto>

export async function findTenants(
  db: Db,
  query: { current: number; size: number; tenantId?: string; tenantName?: string },
) {
  return withoutTenant(db, async (tx) => {
    const where = and(
      eq(tenant.isDeleted, false),
      contains(tenant.tenantId, query.tenantId),
      contains(tenant.tenantName, query.tenantName),
    )
    const [total] = await tx.select({ n: count() }).from(tenant).where(where)
    const rows = await tx
      .select()
      .from(tenant)
      .where(where)
      .orderBy(asc(tenant.tenantId))
      .offset((query.current - 1) * query.size)
      .limit(query.size)
    return toPage(rows.map(toDto), total?.n ?? 0, query.current, query.size)
  })
}

export async function findTenantDetail(db: Db, tenantId: string) {
  return withoutTenant(db, async (tx) =>
    toDto(firstOr404(await tx.select().from(tenant).where(eq(tenant.tenantId, tenantId)))),
  )
}

export type TenantInput = {
  tenantId?: string
  tenantName: string
  tenantNameEn?: string | null
  contactName?: string | null
  contactPhone?: string | null
  address?: string | null
  accountLimit?: number | null
  expireTime?: string | null
  adminAccount?: string
  adminPassword?: string
}

/** The next free lab code: tenants are numbered from 100001 like the demo institute. */
async function nextTenantId(tx: Tx): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    tx,
    sql`
    select lpad((greatest(coalesce(max(tenant_id::int), 100000), 100000) + 1)::text, 6, '0') as next
    from tenant where tenant_id ~ '^[0-9]{6}$' and tenant_id <> ${PLATFORM_TENANT}`,
  )
  return row?.next ?? '100001'
}

const tenantValues = (input: TenantInput) => ({
  tenantName: input.tenantName,
  tenantNameEn: input.tenantNameEn ?? null,
  contactName: input.contactName ?? null,
  contactPhone: input.contactPhone ?? null,
  address: input.address ?? null,
  accountLimit: input.accountLimit ?? null,
  expireTime: input.expireTime ? new Date(input.expireTime) : null,
})

/**
 * Creates a lab tenant with its administrator and the seeded system data (dictionaries, menus,
 * departments, roles, parameters) in one transaction, or updates a tenant's details.
 */
export async function submitTenant(
  db: Db,
  audit: AuditContext,
  input: TenantInput,
  storage?: FileStorage,
): Promise<TenantDto> {
  const actorId = audit.actor.id
  // The platform's own log keeps the tenants' events (the platform administrator reads it).
  const record = (event: 'tenant.created' | 'tenant.updated', before: unknown, after: TenantDto) =>
    recordSecurityEventApart(db, PLATFORM_TENANT, {
      event,
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'tenant', id: after.tenantId, label: `${after.tenantId} ${after.tenantName}` },
      before,
      after,
    })
  if (input.tenantId) {
    const existing = await withoutTenant(db, (tx) =>
      tx
        .select()
        .from(tenant)
        .where(eq(tenant.tenantId, input.tenantId as string)),
    )
    if (existing[0]) {
      await withoutTenant(db, (tx) =>
        tx
          .update(tenant)
          .set({ ...tenantValues(input), updateUser: actorId, updateTime: sql`now()` })
          .where(eq(tenant.tenantId, input.tenantId as string)),
      )
      const after = await findTenantDetail(db, input.tenantId)
      await record('tenant.updated', toDto(existing[0]), after)
      return after
    }
  }
  const adminAccount = input.adminAccount ?? 'admin'
  if (!input.adminPassword || !isStrongPassword(input.adminPassword)) throw badRequest('auth.passwordWeak')
  const tenantId = input.tenantId ?? (await withoutTenant(db, nextTenantId))
  const clash = await withoutTenant(db, (tx) =>
    tx.select({ id: tenant.tenantId }).from(tenant).where(eq(tenant.tenantId, tenantId)),
  )
  if (clash.length > 0) throw badRequest('tenant.exists', { tenantId })
  await withTenant(db, tenantId, async (tx) => {
    await tx
      .insert(tenant)
      .values({ tenantId, ...tenantValues(input), createUser: actorId, updateUser: actorId })
    await seedTenant(tx, {
      tenantId,
      kind: 'lab',
      ...(storage ? { storage } : {}),
      companyName: input.tenantName,
      admin: {
        account: adminAccount,
        password: input.adminPassword as string,
        realName: input.contactName ?? '管理员',
        phone: input.contactPhone && /^1\d{10}$/.test(input.contactPhone) ? input.contactPhone : null,
      },
    })
  })
  const created = await findTenantDetail(db, tenantId)
  await record('tenant.created', null, created)
  return created
}

/** Disabled tenants' users can no longer sign in, and their live sessions stop at the next request. */
export async function setTenantStatus(db: Db, audit: AuditContext, tenantIds: string[], status: 1 | 2) {
  if (status === 2 && tenantIds.includes(PLATFORM_TENANT)) throw badRequest('tenant.platformProtected')
  const changed = await withoutTenant(db, (tx) =>
    tx
      .update(tenant)
      .set({ status, updateUser: audit.actor.id, updateTime: sql`now()` })
      .where(
        and(
          inArray(tenant.tenantId, tenantIds),
          ne(tenant.tenantId, status === 2 ? PLATFORM_TENANT : ''),
          ne(tenant.status, status),
        ),
      )
      .returning({ tenantId: tenant.tenantId, tenantName: tenant.tenantName }),
  )
  forgetActors()
  for (const row of changed) {
    await recordSecurityEventApart(db, PLATFORM_TENANT, {
      event: status === 2 ? 'tenant.disabled' : 'tenant.enabled',
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'tenant', id: row.tenantId, label: `${row.tenantId} ${row.tenantName}` },
      before: { status: status === 2 ? 1 : 2 },
      after: { status },
    })
  }
}
