import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/database'

/**
 * The next serial of a document prefix in a tenant (1, 2, …), from the document_serial counter. The upsert
 * locks the prefix's row until the caller's transaction ends: concurrent callers queue there and never get
 * the same number; a transaction that rolls back gives its number back.
 */
export async function nextSerial(tx: Tx, tenantId: string, prefix: string): Promise<number> {
  const [row] = await queryRows<{ value: number | string }>(
    tx,
    sql`insert into document_serial (tenant_id, prefix, value) values (${tenantId}, ${prefix}, 1)
        on conflict (tenant_id, prefix)
        do update set value = document_serial.value + 1, update_time = now()
        returning value`,
  )
  if (!row) throw new Error('document serial not taken')
  return Number(row.value)
}
