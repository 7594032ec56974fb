import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { testItems } from '@/domain/resources'
import { granted } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { forbidden } from '../../../http/errors'
import { i18nField } from '../../shared/schemas'
import { treeRoutes } from '../tree/endpoints'
import { inputHead, inputTail, nodesOf, recordHead, recordTail } from '../tree/schemas'
import { deptTree } from './entity'
import { removeDepts, submitDept } from './service'

const deptRecord = z.object({
  ...recordHead,
  deptName: z.string(),
  fullName: z.string().nullable(),
  i18n: z.record(z.string(), z.string()),
  deptCategory: z.number().int(),
  code: z.string().nullable(),
  abbr: z.string().nullable(),
  leaderId: z.string().nullable(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  ...recordTail,
})

const deptNode = nodesOf(deptRecord, 'DeptNode')

const deptInput = z.object({
  ...inputHead,
  deptName: z.string().trim().min(1).max(100),
  fullName: z.string().trim().max(200).nullish(),
  i18n: i18nField.optional(),
  /** Dictionary org_category: 1 company, 2 department, 3 group. */
  deptCategory: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(2),
  code: z
    .string()
    .trim()
    .max(32)
    .regex(/^([A-Za-z0-9][\w.-]*)?$/, 'letters, digits, _, . or -')
    .nullish(),
  abbr: z.string().trim().max(32).nullish(),
  /** The head of the department: one of the tenant's users. */
  leaderId: z
    .uuid()
    .nullish()
    .or(z.literal('').transform(() => null)),
  ...inputTail,
})

const viewing = granted('dept_view')

export async function deptRoutes(app: FastifyInstance, options: { db: Db }) {
  const tree = treeRoutes(app, options.db, {
    prefix: '/api/blade-system/dept',
    tags: ['dept'],
    entity: deptTree,
    record: deptRecord,
  })

  tree.list({
    access: viewing,
    summary: 'Departments as a tree (the matching rows flat when filtered)',
    nodes: deptNode,
  })

  tree.picker({
    // Picking a department: in the users' form, and a group when items are dispatched or searched.
    access: granted('dept_view', 'user_view', readPermissionsOf(testItems)),
    summary: "Departments of the signed-in user's tenant as tree nodes, for pickers",
    query: { tenantId: z.string().max(12).optional() },
    refuse: (query, auth) => {
      // The tenant always comes from the token: asking for another tenant's departments is refused.
      const asked = query.tenantId?.trim()
      if (asked && asked !== auth.tenantId) throw forbidden()
    },
  })

  tree.detail({ access: viewing, summary: 'One department' })

  tree.submit({
    access: granted('dept_add', 'dept_edit'),
    summary: 'Create or update a department',
    body: deptInput,
    permission: 'dept',
    save: (tx, auth, input) => submitDept(tx, auth.tenantId, auth.userId, input),
  })

  tree.remove({
    access: granted('dept_delete'),
    summary: 'Remove departments (ids, comma-separated); refused while they have sub-departments or users',
    remove: (tx, auth, ids) => removeDepts(tx, auth.tenantId, auth.userId, ids),
  })
}

export default deptRoutes
