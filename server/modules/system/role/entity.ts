import { asc } from 'drizzle-orm'
import { role } from '../../../db/schema'
import { treeRecordOf, type TreeEntity, type TreeRecord } from '../tree/entity'

export type RoleRecord = TreeRecord & { roleName: string; roleAlias: string }

/** A tenant's roles; the alias is what menus and the server's checks refer to. */
export const roleTree: TreeEntity<typeof role, RoleRecord> = {
  table: role,
  order: [asc(role.sort), asc(role.roleAlias), asc(role.id)],
  search: {
    roleName: { column: role.roleName, max: 64 },
    roleAlias: { column: role.roleAlias, max: 64 },
  },
  record: (row) => ({ ...treeRecordOf(row), roleName: row.roleName, roleAlias: row.roleAlias }),
  title: (record) => record.roleName,
}
