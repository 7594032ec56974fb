import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/database'
import { toPage } from '../../http/envelope'
import type { Locale } from '../../http/messages'

/*
 * The charge standards as the public reads them (POST /api/public/charge-standard/search) and the standard
 * price quotes and billing take from them (standardPrice). Staff maintain the rows through the resource
 * engine (src/domain/resources/charges.ts).
 */

/** A dictionary's labels by key in the tenant, in the asker's language (Chinese when no translation). */
export async function dictNames(tx: Tx, tenantId: string, code: string, locale: Locale) {
  const rows = await queryRows<{ key: string; name: string }>(
    tx,
    sql`select dict_key as key, coalesce(nullif(i18n ->> ${locale}, ''), dict_value) as name from dict
        where tenant_id = ${tenantId} and category = 1 and code = ${code}
          and parent_id is not null and is_deleted = false`,
  )
  return new Map(rows.map((row) => [row.key, row.name]))
}

/** LIKE's wildcards and its escape character, taken literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

export type ChargeSearch = {
  taxon?: string | undefined
  keyword?: string | undefined
  inspectionType?: string | undefined
  current: number
  size: number
}

export type PublicCharge = {
  taxon: string
  taxonName: string | null
  instrumentName: string
  specification: string | null
  inspectionType: string
  inspectionTypeName: string | null
  /** Yuan with two decimals, as stored ("40.00"). */
  price: string
  unit: string
  basis: string | null
}

/** Categories in dictionary order: keys are numbers, so "10" comes after "9". */
const TAXON_ORDER = sql`length(taxon), taxon`

/**
 * One page of the lab's live charge standards matching the filters, and how many rows each category has for
 * the same keyword and inspection type (the page's category chips). Answers no ids: nothing a visitor needs.
 */
export async function searchCharges(tx: Tx, tenantId: string, search: ChargeSearch, locale: Locale) {
  const common: SQL[] = [sql`tenant_id = ${tenantId}`, sql`is_deleted = false`]
  const keyword = search.keyword?.trim()
  if (keyword) {
    const pattern = `%${likeLiteral(keyword)}%`
    common.push(
      sql`(instrument_name ilike ${pattern} escape '\\' or coalesce(specification, '') ilike ${pattern} escape '\\')`,
    )
  }
  if (search.inspectionType) common.push(sql`inspection_type = ${search.inspectionType}`)
  const filtered = search.taxon ? [...common, sql`taxon = ${search.taxon}`] : common
  const where = sql.join(filtered, sql` and `)

  const [counted] = await queryRows<{ total: number | string }>(
    tx,
    sql`select count(*) as total from charge_standard where ${where}`,
  )
  const total = Number(counted?.total ?? 0)
  const offset = (search.current - 1) * search.size
  const rows =
    offset >= total
      ? []
      : await queryRows<Omit<PublicCharge, 'taxonName' | 'inspectionTypeName'>>(
          tx,
          sql`select taxon, instrument_name as "instrumentName", specification,
                     inspection_type as "inspectionType", price::text as price, unit, basis
              from charge_standard where ${where}
              order by ${TAXON_ORDER}, sort, instrument_name, inspection_type, price, id
              limit ${search.size} offset ${offset}`,
        )
  const categories = await queryRows<{ taxon: string; count: number | string }>(
    tx,
    sql`select taxon, count(*) as count from charge_standard where ${sql.join(common, sql` and `)}
        group by taxon order by ${TAXON_ORDER}`,
  )
  const taxonNames = await dictNames(tx, tenantId, 'CHARGE_TAXON', locale)
  const typeNames = await dictNames(tx, tenantId, 'inspection_type', locale)
  const records: PublicCharge[] = rows.map((row) => ({
    taxon: row.taxon,
    taxonName: taxonNames.get(row.taxon) ?? null,
    instrumentName: row.instrumentName,
    specification: row.specification,
    inspectionType: row.inspectionType,
    inspectionTypeName: typeNames.get(row.inspectionType) ?? null,
    price: row.price,
    unit: row.unit,
    basis: row.basis,
  }))
  return {
    ...toPage(records, total, search.current, search.size),
    categories: categories.map((row) => ({
      taxon: row.taxon,
      name: taxonNames.get(row.taxon) ?? null,
      count: Number(row.count),
    })),
  }
}
