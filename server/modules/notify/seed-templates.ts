import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { ENABLE_STATUS, TEMPLATE_TYPE } from '@/domain/notify/events'
import type { Tx } from '../../db/database'
import { notifyTemplate } from '../../db/schema'
import { DEFAULT_TEMPLATES } from './default-templates'

/**
 * Gives a lab a stored, editable copy of each default template it has none of: on a new lab and, through
 * the seed's catch-up, on labs made before an event existed. A template the lab removed counts as present,
 * so removing one is not undone at the next start. Answers how many were added.
 */
export async function insertMissingTemplates(tx: Tx, tenantId: string): Promise<number> {
  const rows = await tx
    .select({ code: notifyTemplate.code, type: notifyTemplate.templateType })
    .from(notifyTemplate)
    .where(eq(notifyTemplate.tenantId, tenantId))
  const present = new Set(rows.map((row) => `${row.code}/${row.type}`))
  const missing = DEFAULT_TEMPLATES.filter(
    (template) => !present.has(`${template.event}/${TEMPLATE_TYPE[template.channel]}`),
  )
  if (missing.length === 0) return 0
  await tx.insert(notifyTemplate).values(
    missing.map((template) => ({
      tenantId,
      id: uuidv7(),
      code: template.event,
      templateType: TEMPLATE_TYPE[template.channel],
      enableStatus: ENABLE_STATUS.enabled,
      title: template.title,
      bodyZh: template.zh,
      bodyEn: template.en,
    })),
  )
  return missing.length
}
