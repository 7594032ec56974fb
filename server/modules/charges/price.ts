import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/database'

/*
 * The standard price of an instrument ("the same prices are the ones later used for quotes and
 * billing"). Quotes and billing call standardPrice; staff ask GET /api/hm-metrology/charge-standard/price.
 */

export type PriceQuestion = {
  /** The instrument's name exactly as the charge standard writes it (surrounding spaces aside). */
  instrumentName: string
  /** Dictionary inspection_type. */
  inspectionType: string
  /** Dictionary CHARGE_TAXON: when given, only rows of that category count. */
  taxon?: string | undefined
  /** The instrument's range or specification: a row written for exactly it wins over the others. */
  specification?: string | undefined
}

export type StandardPrice = {
  /** Yuan with two decimals ("40.00"). */
  price: string
  unit: string
  taxon: string
  specification: string | null
  basis: string | null
  recordStatus: string
  /** How many rows matched the name and inspection type (more than one: the rule below chose). */
  candidates: number
}

/**
 * The price a quote or a bill uses for one instrument, from the lab's live (not removed) charge standards:
 *
 * 1. Rows whose instrument name equals the given one exactly (after trimming both) and whose inspection type is
 *    the given one; of the given category too, when one is given. No row: no standard price (null).
 * 2. When a specification is given and some of those rows are written for exactly that specification, only
 *    those count: the most specific rule wins.
 * 3. Of the rows left, the cheapest: where the lab files several prices for one instrument (ranges it cannot
 *    tell apart from the question), a customer is never charged more than the lowest filed price. Ties go to
 *    the row staff sorted first, then the oldest.
 */
export async function standardPrice(
  tx: Tx,
  tenantId: string,
  question: PriceQuestion,
): Promise<StandardPrice | null> {
  const specification = question.specification?.trim() || null
  const [row] = await queryRows<Omit<StandardPrice, 'candidates'> & { candidates: number | string }>(
    tx,
    sql`select price::text as price, unit, taxon, specification, basis, record_status as "recordStatus",
               count(*) over () as candidates
        from charge_standard
        where tenant_id = ${tenantId} and is_deleted = false
          and btrim(instrument_name) = ${question.instrumentName.trim()}
          and inspection_type = ${question.inspectionType}
          ${question.taxon ? sql`and taxon = ${question.taxon}` : sql``}
        order by (${specification}::text is not null and btrim(coalesce(specification, '')) = ${specification}::text) desc,
                 price asc, sort asc, id asc
        limit 1`,
  )
  if (!row) return null
  return { ...row, candidates: Number(row.candidates) }
}
