import { jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import type { NumberedDocument, RuleItem } from '@/domain/numbering'
import { tenantId, tenantPolicy } from './columns'

/**
 * A lab's numbering rule per document type (rules_item_type items in order). A type without a row
 * numbers by src/domain/numbering's default rule. The serials themselves live in document_serial, keyed by
 * the rule's printed prefix (numberPrefix), so editing a rule never repeats a number already given.
 */
export const numberingRule = pgTable(
  'numbering_rule',
  {
    tenantId: tenantId(),
    document: varchar({ length: 16 }).$type<NumberedDocument>().notNull(),
    items: jsonb().$type<RuleItem[]>().notNull(),
    updateUser: uuid(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.document] }), tenantPolicy('numbering_rule')],
)
