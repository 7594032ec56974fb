import { sql } from 'drizzle-orm'
import { columnOf, fieldByName, type ResourceDeclaration } from '@/domain/resources'
import { deviceValidUntil } from '@/domain/standards/validity'
import { queryRows, type Tx } from '../db/database'
import { badRequest } from '../http/errors'
import { checkTemplate } from '../modules/notify/template-rule'
import type { ParsedInput } from './schemas'
import type { ResourceContext } from './service'

/*
 * Rules of single declarations the generic engine runs before it writes: values the server derives from
 * others, and checks that span fields. A rule may change `input` and answers the reason the record's history
 * keeps for this write (or null).
 */

export type SubmitRule = (
  tx: Tx,
  resource: ResourceDeclaration,
  input: ParsedInput,
  context: ResourceContext,
) => Promise<string | null>

const textOf = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value)

/** Fields as stored (empty for a new record) and as they will be after this write (the input's, else stored). */
async function storedAndMerged(
  tx: Tx,
  resource: ResourceDeclaration,
  input: ParsedInput,
  tenantId: string,
  names: readonly string[],
): Promise<{ stored: Record<string, string | null>; merged: Record<string, string | null> }> {
  const [row] = input.id
    ? await queryRows<Record<string, unknown>>(
        tx,
        sql`select ${sql.join(
          names.map(
            (name) =>
              sql`${sql.identifier(columnOf(fieldByName(resource, name)!))}::text as ${sql.identifier(name)}`,
          ),
          sql`, `,
        )} from ${sql.identifier(resource.table)} where tenant_id = ${tenantId} and id = ${input.id}`,
      )
    : []
  const stored = Object.fromEntries(names.map((name) => [name, textOf(row?.[name])]))
  const merged = Object.fromEntries(
    names.map((name) => {
      const field = fieldByName(resource, name)!
      return [name, input.values.has(field) ? textOf(input.values.get(field)) : stored[name]!]
    }),
  )
  return { stored, merged }
}

/**
 * A standard device's valid-until follows from its last trace and its interval. Left empty, or left as it was
 * when it was derived, it follows them (a new trace date moves it on); set by hand to another day it needs a
 * reason, kept on the record and given to the history of the write that set it. With neither a trace and an
 * interval nor a day, it is required.
 */
const standardDeviceRule: SubmitRule = async (tx, resource, input, context) => {
  const { stored, merged } = await storedAndMerged(tx, resource, input, context.tenantId, [
    'lastTraceDate',
    'verificationCycle',
    'validUntil',
    'validUntilReason',
  ])
  const validUntil = fieldByName(resource, 'validUntil')!
  const reasonField = fieldByName(resource, 'validUntilReason')!
  const derived = deviceValidUntil(merged.lastTraceDate, merged.verificationCycle)
  const follow = () => {
    input.values.set(validUntil, derived)
    input.values.set(reasonField, null)
    return null
  }
  const setByHand = merged.validUntil !== null && merged.validUntil !== stored.validUntil
  // Kept as it was: it follows the trace unless someone set it by hand before (with the reason it keeps) and
  // the trace and interval have not changed since.
  const traceMoved =
    merged.lastTraceDate !== stored.lastTraceDate || merged.verificationCycle !== stored.verificationCycle
  const keptByHand =
    merged.validUntil !== null && !setByHand && !traceMoved && stored.validUntilReason !== null
  if (!merged.validUntil || (!setByHand && !keptByHand)) {
    if (derived) return follow()
    if (merged.validUntil) return null
    throw badRequest('resource.fieldInvalid', { label: validUntil.label, detail: REQUIRED_WITHOUT_TRACE })
  }
  if (!derived || merged.validUntil === derived) {
    if (derived) input.values.set(reasonField, null)
    return null
  }
  if (!merged.validUntilReason?.trim())
    throw badRequest('resource.fieldInvalid', {
      label: validUntil.label,
      detail: {
        zh: `与按上次溯源日期和检定周期推算的 ${derived} 不同，请填写有效期调整原因`,
        en: `differs from ${derived}, the last trace plus the interval: give the reason`,
      },
    })
  const reasonChanged = setByHand || merged.validUntilReason !== stored.validUntilReason
  return reasonChanged ? merged.validUntilReason : null
}

const REQUIRED_WITHOUT_TRACE = {
  zh: '请填写，或填写上次溯源日期和检定周期由系统推算',
  en: 'enter it, or the last trace date and the interval to have it computed',
}

/** A parameter's value may be blank (no accreditation number, no mail server): stored as '' then. */
const paramValueRule: SubmitRule = async (_tx, resource, input) => {
  const value = fieldByName(resource, 'paramValue')!
  if (input.values.has(value) && input.values.get(value) === null) input.values.set(value, '')
  return null
}

const RULES: Record<string, SubmitRule> = {
  system_param: paramValueRule,
  lab_standard_device: standardDeviceRule,
  notify_template: checkTemplate,
}

/** Dates declared `notBefore` another (an expiry and its issue) keep their order, after this write as stored. */
const dateOrderRule: SubmitRule = async (tx, resource, input, context) => {
  const ordered = resource.fields.filter((field) => field.notBefore)
  const names = [...new Set(ordered.flatMap((field) => [field.name, field.notBefore!]))]
  const { merged } = await storedAndMerged(tx, resource, input, context.tenantId, names)
  for (const field of ordered) {
    const [later, earlier] = [merged[field.name], merged[field.notBefore!]]
    if (later && earlier && later < earlier) {
      const other = fieldByName(resource, field.notBefore!)!
      throw badRequest('resource.fieldInvalid', {
        label: field.label,
        detail: { zh: `不能早于${other.label.zh}`, en: `cannot be before ${other.label.en.toLowerCase()}` },
      })
    }
  }
  return null
}

/** What runs before the engine writes a record of `resource`: its own rule, and the date order it declares. */
export function submitRuleOf(resource: ResourceDeclaration): SubmitRule | undefined {
  const own = RULES[resource.code]
  if (!resource.fields.some((field) => field.notBefore)) return own
  return async (tx, declared, input, context) => {
    await dateOrderRule(tx, declared, input, context)
    return own ? own(tx, declared, input, context) : null
  }
}
