import { index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core'
import { auditColumns, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey } from './table-shapes'

/**
 * The lab's charge standards (收费标准): one price per instrument, measuring range and inspection type
 * within a CHARGE_TAXON category. Staff maintain them; anyone may search them (/charge-standard-search); quotes
 * and billing take their prices from here.
 */
export const chargeStandard = pgTable(
  'charge_standard',
  {
    ...recordKeyColumns(),
    /** Dictionary CHARGE_TAXON. */
    taxon: varchar({ length: 64 }).notNull(),
    instrumentName: varchar({ length: 200 }).notNull(),
    /** Measuring range, accuracy class or specification the price applies to. */
    specification: varchar({ length: 200 }),
    /** Dictionary inspection_type. */
    inspectionType: varchar({ length: 64 }).notNull(),
    /** Price in yuan per unit, two decimals. */
    price: numeric({ precision: 12, scale: 2 }).notNull(),
    /** What the price is per: 台, 件, 支, 点 … */
    unit: varchar({ length: 16 }).notNull().default('台'),
    /** The pricing document it is filed under. */
    basis: varchar({ length: 200 }),
    /** Dictionary CHARGE_RECORD_STATUS: 1 filed, 2 not filed. */
    recordStatus: varchar({ length: 64 }).notNull().default('1'),
    remark: varchar({ length: 500 }),
    sort: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('charge_standard_taxon_idx').on(t.tenantId, t.taxon, t.sort),
    index('charge_standard_name_trgm').using('gin', t.instrumentName.op('gin_trgm_ops')),
    tenantPolicy('charge_standard'),
  ],
)
