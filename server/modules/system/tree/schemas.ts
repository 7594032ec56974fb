import { z } from 'zod'
import { parentIdField } from '../../../http/envelope'
import { sortField } from '../../shared/schemas'

/*
 * The fields every tree record and every submitted one have, to spread at the start and the end of an
 * entity's own schema: its fields stay in the order the API document has always listed them.
 */

/** A record's first fields: itself, its tenant and its parent ('0' at the root). */
export const recordHead = { id: z.string(), tenantId: z.string(), parentId: z.string() }

/** A record's last fields. */
export const recordTail = {
  isDeleted: z.number().int(),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
}

/** A submitted record's first fields: its id when it is an update ('' from a form is none), and its parent. */
export const inputHead = {
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  parentId: parentIdField,
}

/** A submitted record's last fields. */
export const inputTail = { sort: sortField, remark: z.string().trim().max(255).nullish() }

/** The list's tree: each record with its children, a named schema of the API document. */
export function nodesOf<Shape extends z.ZodRawShape>(record: z.ZodObject<Shape>, id: string) {
  const node = record
    .extend({
      hasChildren: z.boolean(),
      get children() {
        return z.array(node)
      },
    })
    .meta({ id })
  return node
}
