import {
  bizDictEntries,
  bizDictGroups,
  dictEntries,
  dictGroups,
  type ResourceDeclaration,
} from '@/domain/resources'
import type { Tx } from '../../../db/database'
import { trackedValuesOf, type TrackedValues } from '../../../resources/history'
import type { DictCategory } from './entity'

/*
 * Dictionaries' change history: a group row is a record of the group declaration, an entry one of the entry
 * declaration (system or business, by category), each read at its own `{base}/history`.
 */

const DECLARATIONS: Readonly<
  Record<DictCategory, { group: ResourceDeclaration; entry: ResourceDeclaration }>
> = {
  1: { group: dictGroups, entry: dictEntries },
  2: { group: bizDictGroups, entry: bizDictEntries },
}

/** The declaration a dictionary row is a record of: its group's when it has no parent. */
export const dictResourceOf = (category: DictCategory, isGroup: boolean): ResourceDeclaration =>
  isGroup ? DECLARATIONS[category].group : DECLARATIONS[category].entry

/**
 * Dictionary rows as their history compares them: the form's fields, and what the module sets itself — the
 * seal (its own button) and an entry's group.
 */
export const dictValuesOf = (
  tx: Tx,
  resource: ResourceDeclaration,
  tenantId: string,
  ids: readonly string[],
): Promise<Map<string, TrackedValues>> =>
  trackedValuesOf(tx, resource, tenantId, ids, ['isSealed', 'parentId'])
