import { sql } from 'drizzle-orm'
import { check, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey } from './table-shapes'
import { appUser } from './system'

/** The commodity cart of the right-side panel (spec §2): one line per user and item. */
export const cartItem = pgTable(
  'cart_item',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    /** What kind of thing the line refers to, e.g. "instrument". */
    itemType: varchar({ length: 32 }).notNull(),
    itemId: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 200 }).notNull(),
    quantity: integer().notNull().default(1),
    remark: varchar({ length: 500 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.userId, appUser).onDelete('cascade'),
    uniqueIndex('cart_item_user_item_uq').on(t.tenantId, t.userId, t.itemType, t.itemId),
    check('cart_item_quantity_positive', sql`${t.quantity} >= 1`),
    tenantPolicy('cart_item'),
  ],
)
