import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { standardFiles } from '@/domain/resources'
import { queryRows, type Tx } from '../../../db/database'
import { recordChange } from '../../../resources/history'
import { standardsRefusal } from '../problems'

export type FileVersionRow = {
  id: string
  version: number
  fileId: string
  fileName: string
  effectiveDate: string
  note: string | null
  createTime: string
  createUserName: string | null
}

/** A standard document's versions, newest first. */
export async function fileVersions(
  tx: Tx,
  tenantId: string,
  standardFileId: string,
): Promise<FileVersionRow[]> {
  const rows = await queryRows<
    Omit<FileVersionRow, 'version' | 'createTime'> & { version: number | string; createTime: string | Date }
  >(
    tx,
    sql`select v.id, v.version, v.file_id as "fileId", v.file_name as "fileName",
          v.effective_date::text as "effectiveDate", v.note, v.create_time as "createTime",
          u.real_name as "createUserName"
        from standard_file_version v
        left join app_user u on u.tenant_id = v.tenant_id and u.id = v.create_user
        where v.tenant_id = ${tenantId} and v.standard_file_id = ${standardFileId}
        order by v.version desc`,
  )
  return rows.map((row) => ({
    ...row,
    version: Number(row.version),
    createTime: new Date(row.createTime).toISOString(),
  }))
}

/**
 * Adds the next version of a document (1, 2 …) with its upload and the day it takes effect; versions are
 * never changed, so a result names the one it followed. A voided document takes none.
 */
export async function uploadVersion(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { id: string; fileId: string; fileName: string; effectiveDate: string; note?: string | null },
): Promise<FileVersionRow> {
  const [file] = await queryRows<{ status: number | string; currentVersion: number | string }>(
    tx,
    sql`select status, current_version as "currentVersion" from standard_file
        where tenant_id = ${tenantId} and id = ${input.id} and is_deleted = false for update`,
  )
  if (!file) throw standardsRefusal('fileMissing', 404)
  if (Number(file.status) === 3) throw standardsRefusal('fileVoided')
  const version = Number(file.currentVersion) + 1
  const id = uuidv7()
  await tx.execute(
    sql`insert into standard_file_version
          (tenant_id, id, standard_file_id, version, file_id, file_name, effective_date, note, create_user)
        values (${tenantId}, ${id}, ${input.id}, ${version}, ${input.fileId}, ${input.fileName.trim()},
          ${input.effectiveDate}::date, ${input.note?.trim() || null}, ${userId})`,
  )
  await tx.execute(
    sql`update standard_file set current_version = ${version}, update_user = ${userId}, update_time = now()
        where tenant_id = ${tenantId} and id = ${input.id}`,
  )
  await recordChange(tx, {
    tenantId,
    resource: standardFiles.code,
    recordId: input.id,
    action: 'version',
    changes: [{ field: 'currentVersion', before: String(version - 1), after: String(version) }],
    userId,
    reason: input.note?.trim() || null,
  })
  return (await fileVersions(tx, tenantId, input.id)).find((row) => row.id === id)!
}
