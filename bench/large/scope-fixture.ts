import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { queryRows, type Database } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/seed/roles'
import { seedUser } from '../../server/seed/seed-tenant'
import { withTenant } from '../../server/db/tenant-scope'

/** The reader the scoped searches are measured as: a role reading instruments of its department only. */
export const SCOPED_ACCOUNT = 'bench_dept'
/** Her department: the thermal laboratory, with its two groups. */
const SCOPED_DEPT = 'D02'

/**
 * Makes the kept database ready for the department-scoped searches: the large seed's instruments (which
 * have no creator) are spread over the lab's eight departments, as if each had registered its share, and a
 * user whose role reads customer instruments with the data scope 'dept' works in one of them. Idempotent:
 * a cached database keeps both.
 */
export async function prepareScopeFixture(
  database: Database,
  tenantId: string,
): Promise<{ deptShare: number }> {
  const fixture = await withTenant(database.db, tenantId, async (tx) => {
    const departments = await queryRows<{ id: string; code: string }>(
      tx,
      sql`select id, code from dept where tenant_id = ${tenantId} and is_deleted = false
          and code in ('D01','D02','D03','D04','D05','D06','D07','D08') order by code`,
    )
    const ids = departments.map((row) => row.id)
    const [spread] = await queryRows<{ n: number | string }>(
      tx,
      sql`
      with spread as (
        update crm_instrument set create_dept = (${sql.param(ids)}::uuid[])[1 + (abs(hashtext(id::text)) % ${ids.length})]
        where tenant_id = ${tenantId} and create_dept is null returning 1
      ) select count(*) as n from spread`,
    )
    const [existing] = await queryRows<{ id: string }>(
      tx,
      sql`select id from app_user where tenant_id = ${tenantId} and account = ${SCOPED_ACCOUNT} and is_deleted = false`,
    )
    if (!existing) {
      const roleId = uuidv7()
      await tx.execute(sql`insert into role (tenant_id, id, role_name, role_alias, sort)
        values (${tenantId}, ${roleId}, '器具查询（本部门）', ${SCOPED_ACCOUNT}, 99)`)
      await tx.execute(sql`insert into role_menu (tenant_id, role_id, menu_id)
        select ${tenantId}, ${roleId}, id from menu
        where tenant_id = ${tenantId} and code in ('crm', 'crm_instrument', 'instrument_view') and is_deleted = false`)
      await tx.execute(sql`insert into role_data_scope (tenant_id, role_id, resource_code, scope)
        values (${tenantId}, ${roleId}, 'crm_instrument', 'dept')`)
      const deptId = departments.find((row) => row.code === SCOPED_DEPT)?.id ?? null
      await seedUser(
        tx,
        tenantId,
        { account: SCOPED_ACCOUNT, password: DEMO_PASSWORD, realName: '部门查询', deptId },
        [roleId],
      )
    }
    const [share] = await queryRows<{ share: number | string }>(
      tx,
      sql`select (count(*) filter (where create_dept in (
            select id from dept where tenant_id = ${tenantId} and (code = ${SCOPED_DEPT} or code like ${`${SCOPED_DEPT}%`}))))::float
            / greatest(count(*), 1) as share
          from crm_instrument where tenant_id = ${tenantId} and is_deleted = false`,
    )
    return { deptShare: Number(share?.share ?? 0), spread: Number(spread?.n ?? 0) }
  })
  // A million rows rewritten leave as many dead ones, and statistics of a column that was empty: PGlite has
  // no autovacuum, so the measured searches would plan and scan as a bloated table would.
  if (fixture.spread > 0) await database.db.execute(sql`vacuum analyze crm_instrument`)
  return { deptShare: fixture.deptShare }
}
