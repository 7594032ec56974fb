import { sql } from 'drizzle-orm'
import { fieldByName, type ResourceDeclaration } from '@/domain/resources'
import { NOTIFY_EVENTS, isNotifyEvent } from '@/domain/notify/events'
import { unknownVariables } from '@/domain/notify/render'
import { queryRows, type Tx } from '../../db/database'
import { badRequest } from '../../http/errors'
import type { ParsedInput } from '../../resources/schemas'
import type { ResourceContext } from '../../resources/service'

const TEXT_FIELDS = ['title', 'bodyZh', 'bodyEn'] as const

/**
 * Before a message template is saved: its title and bodies may name only its event's variables (the one
 * unknown is named, with those the event has), and a lab keeps one template per event and channel.
 */
export async function checkTemplate(
  tx: Tx,
  resource: ResourceDeclaration,
  input: ParsedInput,
  context: ResourceContext,
): Promise<string | null> {
  const names = ['code', 'templateType', ...TEXT_FIELDS] as const
  const [stored] = input.id
    ? await queryRows<Record<(typeof names)[number], string | null>>(
        tx,
        sql`select code, template_type::text as "templateType", title, body_zh as "bodyZh", body_en as "bodyEn"
            from notify_template where tenant_id = ${context.tenantId} and id = ${input.id}`,
      )
    : []
  const merged = Object.fromEntries(
    names.map((name) => {
      const field = fieldByName(resource, name)!
      const value = input.values.has(field) ? input.values.get(field) : stored?.[name]
      return [name, value === null || value === undefined ? null : String(value)]
    }),
  ) as Record<(typeof names)[number], string | null>
  const code = merged.code ?? ''
  if (!isNotifyEvent(code)) return null
  for (const name of TEXT_FIELDS) {
    const [unknown] = unknownVariables(code, [merged[name]])
    if (unknown === undefined) continue
    const allowed = Object.keys(NOTIFY_EVENTS[code].variables)
      .map((variable) => `{${variable}}`)
      .join(' ')
    throw badRequest('resource.fieldInvalid', {
      label: fieldByName(resource, name)!.label,
      detail: {
        zh: `未知变量 {${unknown}}，事件“${NOTIFY_EVENTS[code].label.zh}”可用的变量：${allowed}`,
        en: `unknown variable {${unknown}}; the event "${NOTIFY_EVENTS[code].label.en}" has ${allowed}`,
      },
    })
  }
  const twins = await queryRows(
    tx,
    sql`select 1 from notify_template
        where tenant_id = ${context.tenantId} and code = ${code} and template_type = ${Number(merged.templateType)}
          and is_deleted = false ${input.id ? sql`and id <> ${input.id}` : sql``}`,
  )
  if (twins.length > 0)
    throw badRequest('resource.fieldInvalid', {
      label: fieldByName(resource, 'code')!.label,
      detail: {
        zh: '该事件已有此类型的模板，请修改原模板',
        en: 'the event has a template of this channel already: edit that one',
      },
    })
  return null
}
