import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../server/db/database'
import { withTenant } from '../../server/db/tenant-scope'
import { DEMO_TENANT } from '../../server/seed/roles'
import { catchUpWithSeed } from '../../server/seed/catch-up-with-seed'
import { databaseKinds } from '../support/databases'
import { createTestApp, type TestApp } from '../support/test-app'

/*
 * A lab seeded before a module existed gets its menus, buttons, parameters and dictionaries at the next start, the menus
 * granted as a new lab's are; what the lab removed itself stays removed.
 */

const invoiceCodes = ['finance_invoice', 'invoice_add', 'invoice_view', 'invoice_export', 'invoice_red']

describe.each(databaseKinds)('what the seed gained, added to existing labs on %s', (kind) => {
  let t: TestApp
  const inLab = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, DEMO_TENANT, fn)
  /** The roles (by alias) granted each of the codes. */
  const grantsOf = (codes: string[]) =>
    inLab((tx) =>
      queryRows<{ code: string; alias: string }>(
        tx,
        sql`select m.code, r.role_alias as alias from role_menu rm
            join menu m on m.tenant_id = rm.tenant_id and m.id = rm.menu_id
            join role r on r.tenant_id = rm.tenant_id and r.id = rm.role_id
            where m.code in ${codes} and m.is_deleted = false order by m.code, r.role_alias`,
      ),
    )

  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(() => t.close())

  it('adds a module missing from a lab with its grants, and nothing the second time', async () => {
    const before = await grantsOf(invoiceCodes)
    // The lab as an earlier version seeded it: no 发票管理.
    await inLab(async (tx) => {
      await tx.execute(
        sql`delete from role_menu where menu_id in (select id from menu where code in ${invoiceCodes})`,
      )
      await tx.execute(sql`delete from menu where code in ${invoiceCodes}`)
    })
    expect(await grantsOf(invoiceCodes)).toEqual([])

    expect(await catchUpWithSeed(t.database)).toEqual({
      menus: invoiceCodes.length,
      params: 0,
      dictionaries: 0,
    })
    expect(await grantsOf(invoiceCodes)).toEqual(before)
    expect(before.filter((grant) => grant.code === 'invoice_add').map((grant) => grant.alias)).toEqual(
      expect.arrayContaining(['admin', 'finance']),
    )
    const [page] = await inLab((tx) =>
      queryRows<{ parent: string; path: string }>(
        tx,
        sql`select p.code as parent, m.path from menu m join menu p on p.tenant_id = m.tenant_id and p.id = m.parent_id
            where m.code = 'finance_invoice'`,
      ),
    )
    expect(page).toEqual({ parent: 'finance', path: '/finance/invoice' })

    expect(await catchUpWithSeed(t.database)).toEqual({ menus: 0, params: 0, dictionaries: 0 })
  })

  it('leaves a menu the lab removed removed', async () => {
    await inLab((tx) =>
      tx.execute(sql`update menu set is_deleted = true where code in ('finance_income', 'income_view')`),
    )
    expect(await catchUpWithSeed(t.database)).toEqual({ menus: 0, params: 0, dictionaries: 0 })
    const live = await inLab((tx) =>
      queryRows<{ code: string }>(
        tx,
        sql`select code from menu where code in ('finance_income', 'income_view', 'income_export') and is_deleted = false`,
      ),
    )
    expect(live).toEqual([{ code: 'income_export' }])
  })

  it('adds a parameter the seed gained, and keeps one the lab removed removed', async () => {
    await inLab((tx) => tx.execute(sql`delete from param where param_key = 'billing.deliverBeforePaid'`))
    await inLab((tx) =>
      tx.execute(sql`update param set is_deleted = true where param_key = 'log.uploadEnabled'`),
    )
    expect(await catchUpWithSeed(t.database)).toEqual({ menus: 0, params: 1, dictionaries: 0 })
    const rows = await inLab((tx) =>
      queryRows<{ key: string; value: string; deleted: boolean }>(
        tx,
        sql`select param_key as key, param_value as value, is_deleted as deleted from param
            where param_key in ('billing.deliverBeforePaid', 'log.uploadEnabled') order by param_key`,
      ),
    )
    expect(rows).toEqual([
      { key: 'billing.deliverBeforePaid', value: 'true', deleted: false },
      { key: 'log.uploadEnabled', value: 'true', deleted: true },
    ])
  })

  it('adds a dictionary the seed gained, and leaves the entries of one the lab has alone', async () => {
    await inLab((tx) => tx.execute(sql`delete from dict where code = 'measure_quantity'`))
    await inLab((tx) => tx.execute(sql`delete from dict where code = 'DEVICE_STATE' and dict_key = '4'`))
    expect(await catchUpWithSeed(t.database)).toEqual({ menus: 0, params: 0, dictionaries: 1 })
    const counts = await inLab((tx) =>
      queryRows<{ code: string; n: number | string }>(
        tx,
        sql`select code, count(*) as n from dict where code in ('measure_quantity', 'DEVICE_STATE')
            and parent_id is not null group by code order by code`,
      ),
    )
    expect(counts.map((row) => [row.code, Number(row.n)])).toEqual([
      ['DEVICE_STATE', 4],
      ['measure_quantity', 24],
    ])
    expect(await catchUpWithSeed(t.database)).toEqual({ menus: 0, params: 0, dictionaries: 0 })
  })
})
