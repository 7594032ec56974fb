import { z } from 'zod'

/** Localised labels besides the Chinese one, e.g. { en: "Verification" }. */
export const i18nField = z.record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/), z.string().max(255))

export const treeNode = z
  .object({
    id: z.string(),
    parentId: z.string(),
    title: z.string(),
    key: z.string(),
    value: z.string(),
    i18n: z.record(z.string(), z.string()).optional(),
    get children() {
      return z.array(treeNode)
    },
    hasChildren: z.boolean(),
  })
  .meta({ id: 'TreeNode' })
export type TreeNodeDto = z.infer<typeof treeNode>

export const sortField = z.coerce.number().int().min(-99999).max(99999).default(0)
