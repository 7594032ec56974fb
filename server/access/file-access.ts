import { sql, type SQL } from 'drizzle-orm'
import { readPermissionsOf } from '@/domain/access'
import {
  columnOf,
  resourceByCode,
  resources,
  type ResourceDeclaration,
  type SearchPayload,
} from '@/domain/resources'
import { queryRows, type Tx } from '../db/database'
import { compiled } from '../resources/service'
import { holds, type Actor } from './actor'
import { dataScopeSql } from './data-scope'

/**
 * Where files are referred to. A file is read (previewed, loaded, downloaded) by whoever reads a record
 * that refers to it, within her data scope, and by whoever stored it. A test checks that every foreign key
 * to `file` in the schema is listed here, so a new kind of attachment cannot be readable by all.
 *
 * - `resource`: the record is a row of that declared resource, reached from the referring row by `key`
 *   (the referring table is the resource's own table when key is 'id');
 * - `everyone`: files the lab offers to every signed-in user (the notification centre's materials).
 */
export type FileReferrer =
  /** `kept`: the referring table's rows are never removed (it has no is_deleted). */
  | { table: string; column: string; resource: string; key: string; kept?: true }
  | { table: string; column: string; everyone: true }

/** Image and document fields of the declarations (a photo, a certificate's scan): the record's own file. */
const imageFields = (): FileReferrer[] =>
  resources.flatMap((resource) =>
    resource.fields
      .filter((field) => (field.widget === 'image' || field.widget === 'file') && !field.join)
      .map((field) => ({
        table: resource.table,
        column: columnOf(field),
        resource: resource.code,
        key: 'id',
      })),
  )

export const fileReferrers: readonly FileReferrer[] = [
  { table: 'order_file', column: 'file_id', resource: 'lab_order', key: 'order_id' },
  { table: 'lab_order', column: 'signature_file_id', resource: 'lab_order', key: 'id' },
  { table: 'material', column: 'file_id', everyone: true },
  // The lab's standards: a trace result's certificate scan, a standard document's versions.
  { table: 'trace_result', column: 'certificate_file_id', resource: 'trace_result', key: 'id' },
  {
    table: 'standard_file_version',
    column: 'file_id',
    resource: 'standard_file',
    key: 'standard_file_id',
    kept: true,
  },
  ...imageFields(),
]

export type FileAccess = { readable: boolean; ownerId: string | null; name: string | null }

const EMPTY_SEARCH: SearchPayload = { searchType: 'N', searchParam: { filter: '{}', op: '{}' } }

const id = (name: string) => sql.identifier(name)

/** A row of `referrer` pointing at the file whose record the actor reads. */
function referredBy(actor: Actor, referrer: FileReferrer, fileId: string): SQL | null {
  const r = sql.raw('r')
  if ('everyone' in referrer) {
    return sql`exists (select 1 from ${id(referrer.table)} ${r} where ${r}.tenant_id = ${actor.tenantId} and ${r}.is_deleted = false and ${r}.${id(referrer.column)} = ${fileId})`
  }
  const resource = resourceByCode(referrer.resource) as ResourceDeclaration
  const codes = readPermissionsOf(resource)
  if (!actor.admin && !codes.some((code) => holds(actor, code))) return null
  const dataScope = dataScopeSql(actor, resource, codes)
  const search = compiled(resource, EMPTY_SEARCH, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    ...(dataScope ? { dataScope } : {}),
  })
  if (referrer.table === resource.table && referrer.key === 'id') {
    return sql`exists (select 1 from ${search.base} where ${search.where} and t.${id(referrer.column)} = ${fileId})`
  }
  return sql`exists (select 1 from ${id(referrer.table)} ${r} join ${search.base} on t.tenant_id = ${r}.tenant_id and t.id = ${r}.${id(referrer.key)} where ${r}.tenant_id = ${actor.tenantId}${referrer.kept ? sql`` : sql` and ${r}.is_deleted = false`} and ${r}.${id(referrer.column)} = ${fileId} and ${search.where})`
}

/** Whether the actor may read a file of her tenant, and whose it is (a missing file is not readable). */
export async function fileAccessOf(tx: Tx, actor: Actor, fileId: string): Promise<FileAccess> {
  const [file] = await queryRows<{ createUser: string | null; name: string; uploadedByMe: boolean }>(
    tx,
    sql`select f.create_user as "createUser", f.original_name as "name",
          exists (select 1 from file_upload u where u.tenant_id = f.tenant_id and u.file_id = f.id
                  and u.user_id = ${actor.userId}) as "uploadedByMe"
        from file f
        where f.tenant_id = ${actor.tenantId} and f.id = ${fileId} and f.is_deleted = false`,
  )
  if (!file) return { readable: false, ownerId: null, name: null }
  const ownerId = file.uploadedByMe ? actor.userId : file.createUser
  if (actor.admin || ownerId === actor.userId) return { readable: true, ownerId, name: file.name }
  const checks = fileReferrers
    .map((referrer) => referredBy(actor, referrer, fileId))
    .filter((check): check is SQL => check !== null)
  if (checks.length === 0) return { readable: false, ownerId, name: file.name }
  const [row] = await queryRows<{ readable: boolean }>(
    tx,
    sql`select (${sql.join(checks, sql` or `)}) as readable`,
  )
  return { readable: row?.readable === true, ownerId, name: file.name }
}
