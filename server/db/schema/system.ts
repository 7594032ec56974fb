import type { DataScope } from '@/domain/access'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey, liveUniqueIndex } from './table-shapes'

/** Dictionaries (spec §3): a parent row (dictKey -1) per code, its entries below it. */
export const dict = pgTable(
  'dict',
  {
    ...recordKeyColumns(),
    parentId: uuid(),
    /** 1 system dictionaries (dict/*), 2 business dictionaries the lab maintains (dict-biz/*). */
    category: smallint().notNull().default(1),
    code: varchar({ length: 64 }).notNull(),
    dictKey: varchar({ length: 64 }).notNull(),
    dictValue: varchar({ length: 255 }).notNull(),
    /** Labels in other locales, e.g. { "en": "Verification" }; dictValue is the Chinese label. */
    i18n: jsonb().$type<Record<string, string>>().notNull().default({}),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    isSealed: smallint().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.parentId, t),
    liveUniqueIndex('dict_code_key_uq', t.tenantId, t.category, t.code, t.dictKey),
    index('dict_parent_idx').on(t.tenantId, t.parentId, t.sort),
    tenantPolicy('dict'),
  ],
)

/** Departments as a tree (dictionary org_category: 1 company, 2 department, 3 group). */
export const dept = pgTable(
  'dept',
  {
    ...recordKeyColumns(),
    parentId: uuid(),
    deptName: varchar({ length: 100 }).notNull(),
    fullName: varchar({ length: 200 }),
    i18n: jsonb().$type<Record<string, string>>().notNull().default({}),
    deptCategory: smallint().notNull().default(2),
    code: varchar({ length: 32 }),
    abbr: varchar({ length: 32 }),
    /** The head of the department (部门负责人): told, besides the person, of her certificates' and authorisations' lapses. */
    leaderId: uuid(),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.parentId, t),
    index('dept_parent_idx').on(t.tenantId, t.parentId, t.sort),
    tenantPolicy('dept'),
  ],
)

export const role = pgTable(
  'role',
  {
    ...recordKeyColumns(),
    parentId: uuid(),
    roleName: varchar({ length: 64 }).notNull(),
    roleAlias: varchar({ length: 64 }).notNull(),
    i18n: jsonb().$type<Record<string, string>>().notNull().default({}),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('role_alias_uq', t.tenantId, t.roleAlias),
    tenantPolicy('role'),
  ],
)

/** Menus and buttons (spec §3 Menu item). A button's code is the permission code the server checks. */
export const menu = pgTable(
  'menu',
  {
    ...recordKeyColumns(),
    parentId: uuid(),
    code: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    i18n: jsonb().$type<Record<string, string>>().notNull().default({}),
    path: varchar({ length: 255 }).notNull().default(''),
    /** Icon name (spec: "source"). */
    source: varchar({ length: 64 }).notNull().default(''),
    /** 1 menu, 2 button. */
    category: smallint().notNull().default(1),
    /** Role aliases allowed to see the entry; null means any role granted the menu (spec §6). */
    roles: text().array(),
    /** 'web' opens path (an external address) in /myiframe. */
    target: varchar({ length: 16 }),
    sort: integer().notNull().default(0),
    remark: varchar({ length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.parentId, t),
    liveUniqueIndex('menu_code_uq', t.tenantId, t.code),
    tenantPolicy('menu'),
  ],
)

export const roleMenu = pgTable(
  'role_menu',
  {
    tenantId: tenantId(),
    roleId: uuid().notNull(),
    menuId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.menuId] }),
    tenantForeignKey(t, t.roleId, role).onDelete('cascade'),
    tenantForeignKey(t, t.menuId, menu).onDelete('cascade'),
    tenantPolicy('role_menu'),
  ],
)

/**
 * A role's data scope over one resource (src/domain/access/dataScope.ts): 'all', 'dept', 'own' or
 * 'customer'. A resource a role has no row for is read in full by that role.
 */
export const roleDataScope = pgTable(
  'role_data_scope',
  {
    tenantId: tenantId(),
    roleId: uuid().notNull(),
    /** The resource's code (src/domain/resources). */
    resourceCode: varchar({ length: 64 }).notNull(),
    scope: varchar({ length: 16 }).$type<DataScope>().notNull(),
    updateUser: uuid(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.resourceCode] }),
    tenantForeignKey(t, t.roleId, role).onDelete('cascade'),
    tenantPolicy('role_data_scope'),
  ],
)

/** Parameters (spec §7 param/list), e.g. website.tokenTime. */
export const param = pgTable(
  'param',
  {
    ...recordKeyColumns(),
    paramName: varchar({ length: 100 }).notNull(),
    i18n: jsonb().$type<Record<string, string>>().notNull().default({}),
    paramKey: varchar({ length: 100 }).notNull(),
    paramValue: varchar({ length: 1000 }).notNull(),
    remark: varchar({ length: 255 }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    liveUniqueIndex('param_key_uq', t.tenantId, t.paramKey),
    tenantPolicy('param'),
  ],
)

export const appUser = pgTable(
  'app_user',
  {
    ...recordKeyColumns(),
    account: varchar({ length: 64 }).notNull(),
    passwordHash: varchar({ length: 255 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    realName: varchar({ length: 64 }).notNull(),
    nickName: varchar({ length: 64 }),
    email: varchar({ length: 128 }),
    phone: varchar({ length: 20 }),
    /** Dictionary sex: 1 male, 2 female. */
    sex: smallint(),
    avatar: varchar({ length: 500 }),
    /** Her handwritten signature (a stored PNG), printed above her name on the documents she signs. */
    signatureFileId: uuid(),
    deptId: uuid(),
    /** 1 active, 2 disabled. */
    status: smallint().notNull().default(1),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.deptId, dept),
    liveUniqueIndex('app_user_account_uq', t.tenantId, t.account),
    index('app_user_phone_idx').on(t.tenantId, t.phone),
    tenantPolicy('app_user'),
  ],
)

export const userRole = pgTable(
  'user_role',
  {
    tenantId: tenantId(),
    userId: uuid().notNull(),
    roleId: uuid().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }),
    tenantForeignKey(t, t.userId, appUser).onDelete('cascade'),
    tenantForeignKey(t, t.roleId, role).onDelete('cascade'),
    tenantPolicy('user_role'),
  ],
)
