import { index, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core'
import type { Budget } from '@/domain/uncertainty'
import { auditColumns, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey } from './table-shapes'

/*
 * The lab's capabilities (能力范围, its scope of accreditation): what it tests or calibrates, for which
 * quantity and range, the best uncertainty it may claim there (its CMC), and the decision rule its
 * statements of conformity follow. A test item's result is judged by the rule of the capability it falls
 * under (the same kind of work and item name).
 */
export const labCapability = pgTable(
  'lab_capability',
  {
    ...recordKeyColumns(),
    /** Dictionary ability_type: verification, calibration, testing … */
    abilityCode: varchar({ length: 8 }).notNull(),
    itemName: varchar({ length: 200 }).notNull(),
    /** Dictionary measure_quantity. */
    measurand: varchar({ length: 16 }),
    /** The range, exact decimals as typed, in `unit`. */
    rangeMin: varchar({ length: 32 }),
    rangeMax: varchar({ length: 32 }),
    unit: varchar({ length: 16 }),
    /** The calibration and measurement capability: the smallest expanded uncertainty the lab may state. */
    cmc: varchar({ length: 32 }),
    /** Dictionary decision_rule: 1 simple acceptance, 2 guarded acceptance, 3 no statement. */
    decisionRule: smallint().notNull().default(1),
    /** The guard band w of guarded acceptance, when the lab declares one; empty: w = U. */
    guardBand: varchar({ length: 32 }),
    /** The uncertainty budget template of the capability: its components, the type A readings left blank. */
    uncertaintyTemplate: jsonb().$type<Budget>(),
    remark: varchar({ length: 500 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('lab_capability_item_idx').on(t.tenantId, t.abilityCode, t.itemName),
    tenantPolicy('lab_capability'),
  ],
)
