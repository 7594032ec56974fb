import { sql } from 'drizzle-orm'
import { UNCLASSIFIED_TAXON, type IncomeGrouping } from '@/domain/billing'
import { queryRows, type Tx } from '../../../db/database'
import type { Locale } from '../../../http/messages'
import { dictNames } from '../../charges/service'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const UNCLASSIFIED = { zh: '未分类', en: 'Unclassified' }
const NO_DEPT = { zh: '未指定部门', en: 'No department' }

async function deptNames(tx: Tx, tenantId: string, ids: string[], locale: Locale) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id::text as id, coalesce(nullif(i18n ->> ${locale}, ''), dept_name) as name from dept
        where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[])`,
  )
  return new Map(rows.map((row) => [row.id, row.name]))
}

async function customerNames(tx: Tx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id::text as id, name from crm_customer
        where tenant_id = ${tenantId} and id = any(${sql.param(ids)}::uuid[])`,
  )
  return new Map(rows.map((row) => [row.id, row.name]))
}

/**
 * What people read for each key: the month itself, the dictionary's name of a source or category, the
 * department's or the customer's name (a customer first met on site is keyed 'name:' + the name on the order).
 * A key whose record is gone reads as the key.
 */
export async function incomeLabels(
  tx: Tx,
  tenantId: string,
  by: IncomeGrouping,
  keys: readonly string[],
  locale: Locale,
): Promise<(key: string) => string> {
  switch (by) {
    case 'month':
      return (key) => key
    case 'source':
    case 'taxon': {
      const names = await dictNames(tx, tenantId, by === 'source' ? 'INCOME_SOURCE' : 'CHARGE_TAXON', locale)
      return (key) =>
        key === UNCLASSIFIED_TAXON && by === 'taxon' ? UNCLASSIFIED[locale] : (names.get(key) ?? key)
    }
    case 'dept': {
      const names = await deptNames(
        tx,
        tenantId,
        keys.filter((key) => UUID.test(key)),
        locale,
      )
      return (key) => (key === '' ? NO_DEPT[locale] : (names.get(key) ?? key))
    }
    case 'customer': {
      const names = await customerNames(
        tx,
        tenantId,
        keys.filter((key) => UUID.test(key)),
      )
      return (key) => (key.startsWith('name:') ? key.slice(5) : (names.get(key) ?? key))
    }
  }
}
