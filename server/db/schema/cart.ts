import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'
import { appUser } from './system'

/** The commodity cart of the right-side panel (spec §2): one line per user and item. */
export const cartItem = pgTable(
  'cart_item',
  {
    tenantId: tenantId(),
    id: uuid().notNull(),
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
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [appUser.tenantId, appUser.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('cart_item_user_item_uq').on(t.tenantId, t.userId, t.itemType, t.itemId),
    check('cart_item_quantity_positive', sql`${t.quantity} >= 1`),
    tenantPolicy('cart_item'),
  ],
)
