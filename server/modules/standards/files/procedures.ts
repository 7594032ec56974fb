import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../../db/database'
import { standardsRefusal } from '../problems'

/** STANDARD_FILE_TYPE keys. */
export const FILE_KIND = { testRules: 1, operating: 2, selfCalibration: 3, interimCheck: 4 } as const

export type ProcedureVersion = {
  versionId: string
  code: string
  name: string
  version: number
  kind: number
}

/**
 * The versions a result, a self-calibration or an interim check may name: the current version of every
 * document in use (STANDARD_FILE_STATUS 1), of one kind when asked.
 */
export async function currentProcedures(
  tx: Tx,
  tenantId: string,
  kind?: number,
): Promise<ProcedureVersion[]> {
  const rows = await queryRows<ProcedureVersion & { version: number | string; kind: number | string }>(
    tx,
    sql`select v.id as "versionId", f.code, f.name, v.version, f.kind
        from standard_file f
        join standard_file_version v on v.tenant_id = f.tenant_id and v.standard_file_id = f.id
          and v.version = f.current_version
        where f.tenant_id = ${tenantId} and f.is_deleted = false and f.status = 1
          ${kind ? sql`and f.kind = ${kind}` : sql``}
        order by f.code`,
  )
  return rows.map((row) => ({ ...row, version: Number(row.version), kind: Number(row.kind) }))
}

/**
 * Refuses a version that is not of a document in use (of that kind, when one is asked): an older version of a
 * document in use stays valid, since results name the version they followed.
 */
export async function assertProcedure(tx: Tx, tenantId: string, versionId: string, kind?: number) {
  const [row] = await queryRows(
    tx,
    sql`select 1 from standard_file_version v
        join standard_file f on f.tenant_id = v.tenant_id and f.id = v.standard_file_id
        where v.tenant_id = ${tenantId} and v.id = ${versionId} and f.status = 1 and f.is_deleted = false
          ${kind ? sql`and f.kind = ${kind}` : sql``}`,
  )
  if (!row) throw standardsRefusal('procedureUnusable')
}
