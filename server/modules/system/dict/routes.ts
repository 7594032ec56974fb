import { isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted, signedIn } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { dict } from '../../../db/schema'
import { envelope, ok, pageOf, pageQuery, parentIdField } from '../../../http/envelope'
import { assertPermissionIn, inTenant } from '../../../plugins/access'
import { i18nField } from '../../shared/schemas'
import { treeRoutes } from '../tree/endpoints'
import { inputHead, inputTail, recordHead, recordTail } from '../tree/schemas'
import { dictTrees, type DictCategory } from './entity'
import { findDictionary, findDicts, removeDicts, submitDict } from './service'

const dictRecord = z.object({
  ...recordHead,
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  i18n: z.record(z.string(), z.string()),
  sort: z.number().int(),
  remark: z.string().nullable(),
  isSealed: z.number().int(),
  ...recordTail,
})

const dictInput = z.object({
  ...inputHead,
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z][\w-]*$/, 'letters, digits, _ or -'),
  dictKey: z.coerce.string().trim().min(1).max(64).default('-1'),
  dictValue: z.string().trim().min(1).max(255),
  i18n: i18nField.optional(),
  ...inputTail,
  isSealed: z.coerce.number().int().min(0).max(1).optional(),
})

/** dict/* (system dictionaries) and dict-biz/* (business dictionaries) share one implementation. */
function registerDictionaryRoutes(
  appBase: FastifyInstance,
  db: Db,
  options: { prefix: string; category: DictCategory; permission: string; tag: string },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { prefix, category, permission } = options
  const tags = [options.tag]
  const tree = treeRoutes(app, db, { prefix, tags, entity: dictTrees[category], record: dictRecord })
  const viewing = granted(`${permission}_view`)

  app.get(
    `${prefix}/list`,
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: 'Dictionary groups, or the entries of one group (parentId), paged',
        querystring: pageQuery.extend({
          code: z.string().max(64).optional(),
          dictValue: z.string().max(255).optional(),
          parentId: parentIdField,
        }),
        response: { 200: envelope(pageOf(dictRecord)) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => findDicts(tx, auth.tenantId, category, request.query))),
  )

  app.get(
    `${prefix}/dictionary`,
    {
      config: { access: signedIn('dictionary labels every screen shows (spec §7)') },
      schema: {
        tags,
        summary:
          'Entries of a dictionary code (or the first size entries of all codes, for the start-up cache)',
        querystring: z.object({
          code: z.string().max(64).optional(),
          size: z.coerce.number().int().min(1).max(5000).default(999),
        }),
        response: { 200: envelope(z.array(dictRecord)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) => findDictionary(tx, auth.tenantId, category, request.query)),
      ),
  )

  tree.detail({ access: viewing, summary: 'One dictionary row' })

  tree.picker({
    access: viewing,
    summary: 'Dictionary groups as a tree (code=DICT)',
    query: { code: z.string().max(64).optional() },
    offers: isNull(dict.parentId),
  })

  tree.submit({
    access: granted(`${permission}_add`, `${permission}_edit`),
    summary: 'Create or update a dictionary row',
    body: dictInput,
    permission,
    save: (tx, auth, input) =>
      submitDict(tx, auth.tenantId, category, auth.userId, input, () =>
        assertPermissionIn(tx, auth, `${permission}_seal`),
      ),
  })

  tree.remove({
    access: granted(`${permission}_delete`),
    summary: 'Remove dictionary rows (ids, comma-separated)',
    remove: (tx, auth, ids) => removeDicts(tx, auth.tenantId, category, auth.userId, ids),
  })
}

export async function dictRoutes(app: FastifyInstance, options: { db: Db }) {
  registerDictionaryRoutes(app, options.db, {
    prefix: '/api/blade-system/dict',
    category: 1,
    permission: 'dict',
    tag: 'dict',
  })
  registerDictionaryRoutes(app, options.db, {
    prefix: '/api/blade-system/dict-biz',
    category: 2,
    permission: 'dictbiz',
    tag: 'dict-biz',
  })
}

export default dictRoutes
