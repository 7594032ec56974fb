import { asc } from 'drizzle-orm'
import { dept } from '../../../db/schema'
import { treeRecordOf, type TreeEntity, type TreeRecord } from '../tree/entity'

/** Dictionary org_category: 1 company, 2 department, 3 group. */
export type DeptCategory = 1 | 2 | 3

export type DeptRecord = TreeRecord & {
  deptName: string
  fullName: string | null
  deptCategory: number
  code: string | null
  abbr: string | null
  leaderId: string | null
}

/** A tenant's organisation: companies, their departments and the groups within them. */
export const deptTree: TreeEntity<typeof dept, DeptRecord> = {
  table: dept,
  order: [asc(dept.sort), asc(dept.deptName), asc(dept.id)],
  search: {
    deptName: { column: dept.deptName, max: 100 },
    fullName: { column: dept.fullName, max: 200 },
  },
  record: (row) => ({
    ...treeRecordOf(row),
    deptName: row.deptName,
    fullName: row.fullName,
    deptCategory: row.deptCategory,
    code: row.code,
    abbr: row.abbr,
    leaderId: row.leaderId,
  }),
  title: (record) => record.deptName,
}
