import { asc, eq } from 'drizzle-orm'
import { dict } from '../../../db/schema'
import { treeRecordOf, type TreeEntity, type TreeRecord } from '../tree/entity'

/** 1: the spec's system dictionaries (dict/*); 2: business dictionaries the lab maintains (dict-biz/*). */
export type DictCategory = 1 | 2

export type DictRecord = TreeRecord & {
  code: string
  dictKey: string
  dictValue: string
  isSealed: number
}

export type DictTree = TreeEntity<typeof dict, DictRecord>

/** One category's dictionaries: groups (parent rows, key -1) and under each the entries of its code. */
const dictionaries = (category: DictCategory): DictTree => ({
  table: dict,
  scope: eq(dict.category, category),
  order: [asc(dict.sort), asc(dict.code), asc(dict.id)],
  record: (row) => ({
    ...treeRecordOf(row),
    code: row.code,
    dictKey: row.dictKey,
    dictValue: row.dictValue,
    isSealed: row.isSealed,
  }),
  title: (record) => record.dictValue,
})

export const dictTrees: Readonly<Record<DictCategory, DictTree>> = { 1: dictionaries(1), 2: dictionaries(2) }
