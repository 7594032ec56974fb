import { sql } from 'drizzle-orm'
import type { DatabaseConfig } from '../../server/config'
import { queryRows } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'

/** What the server holds after a sync, counted in its database (not through the API that made it). */
export type ServerCounts = {
  /** Orders of the bench's drafts (enter_name starts with the run's marker). */
  orders: number
  distinctOrderNos: number
  samples: number
  photoLinks: number
  signatureLinks: number
  /** Distinct files the orders link to. */
  linkedFiles: number
  /** Orders whose photo or signature count is not what was sent. */
  ordersWithWrongFiles: number
  /** Live file rows the bench user stored, and their distinct contents. */
  userFiles: number
  userFileContents: number
}

type Expected = { drafts: number; photosPerDraft: number }

/** Counts after the server stopped (PGlite has one connection: the server's). */
export async function countOnServer(
  database: DatabaseConfig,
  tenantId: string,
  userId: string,
  marker: string,
  expected: Expected,
): Promise<ServerCounts> {
  const opened = await openDatabase(database, { poolSize: 1 })
  try {
    const like = `${marker}%`
    const [orders] = await queryRows<{ orders: number; order_nos: number }>(
      opened.db,
      sql`select count(*)::int as orders, count(distinct order_no)::int as order_nos
          from lab_order where tenant_id = ${tenantId} and enter_name like ${like}`,
    )
    const [samples] = await queryRows<{ samples: number }>(
      opened.db,
      sql`select count(*)::int as samples from order_sample s
          join lab_order o on o.tenant_id = s.tenant_id and o.id = s.order_id
          where o.tenant_id = ${tenantId} and o.enter_name like ${like}`,
    )
    const [links] = await queryRows<{ photos: number; signatures: number; files: number }>(
      opened.db,
      sql`select count(*) filter (where f.kind = 'photo')::int as photos,
                 count(*) filter (where f.kind = 'signature')::int as signatures,
                 count(distinct f.file_id)::int as files
          from order_file f join lab_order o on o.tenant_id = f.tenant_id and o.id = f.order_id
          where o.tenant_id = ${tenantId} and o.enter_name like ${like}`,
    )
    const [wrong] = await queryRows<{ wrong: number }>(
      opened.db,
      sql`select count(*)::int as wrong from (
            select o.id,
                   count(f.id) filter (where f.kind = 'photo') as photos,
                   count(f.id) filter (where f.kind = 'signature') as signatures
            from lab_order o left join order_file f on f.tenant_id = o.tenant_id and f.order_id = o.id
            where o.tenant_id = ${tenantId} and o.enter_name like ${like}
            group by o.id) per_order
          where photos <> ${expected.photosPerDraft} or signatures <> 1`,
    )
    const [files] = await queryRows<{ files: number; contents: number }>(
      opened.db,
      sql`select count(*)::int as files, count(distinct sha256)::int as contents
          from file where tenant_id = ${tenantId} and create_user = ${userId} and is_deleted = false`,
    )
    return {
      orders: orders?.orders ?? 0,
      distinctOrderNos: orders?.order_nos ?? 0,
      samples: samples?.samples ?? 0,
      photoLinks: links?.photos ?? 0,
      signatureLinks: links?.signatures ?? 0,
      linkedFiles: links?.files ?? 0,
      ordersWithWrongFiles: wrong?.wrong ?? 0,
      userFiles: files?.files ?? 0,
      userFileContents: files?.contents ?? 0,
    }
  } finally {
    await opened.close()
  }
}

/** Where the counts differ from one order per draft and one file per photo and signature. */
export function countProblems(counts: ServerCounts, expected: Expected): string[] {
  const photos = expected.drafts * expected.photosPerDraft
  const files = photos + expected.drafts
  const problems: string[] = []
  const check = (what: string, actual: number, wanted: number) => {
    if (actual !== wanted) problems.push(`${what}: ${actual}, expected ${wanted}`)
  }
  check('orders', counts.orders, expected.drafts)
  check('distinct order numbers', counts.distinctOrderNos, expected.drafts)
  check('photo links', counts.photoLinks, photos)
  check('signature links', counts.signatureLinks, expected.drafts)
  check('distinct linked files', counts.linkedFiles, files)
  check('orders with a wrong number of files', counts.ordersWithWrongFiles, 0)
  check("files stored by the bench's user", counts.userFiles, files)
  check('distinct contents of those files', counts.userFileContents, files)
  return problems
}
