import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted, signedIn } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { menu } from '../../../db/schema'
import { envelope, ok, parentIdField } from '../../../http/envelope'
import { type AuthContext, inTenant, isAdmin } from '../../../plugins/access'
import { i18nField } from '../../shared/schemas'
import { treeRoutes } from '../tree/endpoints'
import { inputHead, inputTail, nodesOf, recordHead, recordTail } from '../tree/schemas'
import { menuTree } from './entity'
import { findButtons, findRoutes, findTopMenus, removeMenus, submitMenu, type MenuViewer } from './service'

const i18nRecord = z.record(z.string(), z.string())

const menuRecord = z.object({
  ...recordHead,
  code: z.string(),
  name: z.string(),
  i18n: i18nRecord,
  path: z.string(),
  source: z.string(),
  category: z.number().int(),
  roles: z.array(z.string()).nullable(),
  target: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  ...recordTail,
})

const menuNode = nodesOf(menuRecord, 'MenuNode')

/** A menu entry of the signed-in user (spec §3 Menu item). */
const menuEntry = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  name: z.string(),
  path: z.string(),
  source: z.string(),
  category: z.number().int(),
  sort: z.number().int(),
  target: z.string().nullable(),
  roles: z.array(z.string()).nullable(),
  i18n: i18nRecord,
  meta: z.object({ i18n: i18nRecord }),
})

const routeNode = nodesOf(menuEntry, 'MenuRouteNode')

const roleAliasPattern = /^[a-z][a-z0-9_]*$/

/** Role aliases allowed to see an entry: an array, or BladeX's comma-separated text; empty means everyone granted. */
const rolesField = z
  .union([z.array(z.string()), z.string(), z.null()])
  .optional()
  .transform((value) =>
    value === null || value === undefined
      ? null
      : (Array.isArray(value) ? value : value.split(',')).map((alias) => alias.trim()).filter(Boolean),
  )
  .pipe(z.array(z.string().max(64).regex(roleAliasPattern, 'a role alias')).max(100).nullable())

/** A site-relative path ("/system/dict"), never "//host" (which browsers read as another site). */
const localPath = /^(\/(?!\/)\S*)?$/

const isWebAddress = (value: string) => {
  if (!/^https?:\/\/\S+$/i.test(value)) return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

const menuInput = z
  .object({
    ...inputHead,
    code: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z][\w-]*$/, 'letters, digits, _ or -'),
    name: z.string().trim().min(1).max(64),
    i18n: i18nField.optional(),
    // A cleared input arrives as null: a menu without a path or icon stores ''.
    path: z
      .string()
      .trim()
      .max(255)
      .nullish()
      .transform((value) => value ?? ''),
    source: z
      .string()
      .trim()
      .max(64)
      .regex(/^[\w -]*$/, 'an icon name')
      .nullish()
      .transform((value) => value ?? ''),
    category: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1),
    roles: rolesField,
    target: z
      .union([z.literal('web'), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value === 'web' ? ('web' as const) : null)),
    ...inputTail,
  })
  .superRefine((input, context) => {
    const valid = input.target === 'web' ? isWebAddress(input.path) : localPath.test(input.path)
    if (valid) return
    context.addIssue({
      code: 'custom',
      path: ['path'],
      message: input.target === 'web' ? 'an http(s) address when target is web' : 'a path starting with /',
    })
  })

const viewerOf = (auth: AuthContext): MenuViewer => ({
  userId: auth.userId,
  roles: auth.roles,
  isAdmin: isAdmin(auth),
})

const viewing = granted('menu_view')
const ownMenus = signedIn('the menus her own roles are granted')

export async function menuRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const prefix = '/api/blade-system/menu'
  const tags = ['menu']
  const tree = treeRoutes(app, db, { prefix, tags, entity: menuTree, record: menuRecord })

  tree.list({
    access: granted('menu_view', 'role_grant'),
    summary: 'Every menu and button as a tree (the matching rows flat when filtered)',
    nodes: menuNode,
  })

  tree.picker({
    access: viewing,
    summary: 'Menus (no buttons) as a tree, for choosing a parent',
    path: 'menu-list',
    offers: eq(menu.category, 1),
  })

  tree.detail({ access: viewing, summary: 'One menu or button' })

  tree.submit({
    access: granted('menu_add', 'menu_edit'),
    summary: 'Create or update a menu or button',
    body: menuInput,
    permission: 'menu',
    save: (tx, auth, input) => submitMenu(tx, auth.tenantId, auth.userId, input),
  })

  tree.remove({
    access: granted('menu_delete'),
    summary: 'Remove menus or buttons (ids, comma-separated); refused while they have children',
    remove: (tx, auth, ids) => removeMenus(tx, auth.tenantId, auth.userId, ids),
  })

  app.get(
    `${prefix}/top-menu`,
    {
      config: { access: ownMenus },
      schema: {
        tags,
        summary: 'Top-level menus the signed-in user sees',
        response: { 200: envelope(z.array(menuEntry)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findTopMenus(tx, auth.tenantId, viewerOf(auth))))
    },
  )

  app.get(
    `${prefix}/routes`,
    {
      config: { access: ownMenus },
      schema: {
        tags,
        summary: "The signed-in user's menu tree, or the sub-menus of one top menu (topMenuId)",
        querystring: z.object({ topMenuId: parentIdField }),
        response: { 200: envelope(z.array(routeNode)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          findRoutes(tx, auth.tenantId, viewerOf(auth), request.query.topMenuId),
        ),
      )
    },
  )

  app.get(
    `${prefix}/buttons`,
    {
      config: { access: signedIn('the buttons her own roles are granted') },
      schema: {
        tags,
        summary: "The signed-in user's buttons (permission codes) under their menus",
        response: { 200: envelope(z.array(routeNode)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findButtons(tx, auth.tenantId, viewerOf(auth))))
    },
  )
}

export default menuRoutes
