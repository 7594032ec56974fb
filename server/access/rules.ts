/**
 * The shape of an access rule: each route declares its own (`config: { access }`), built with these helpers.
 *
 * Who may call an operation:
 * - anyone: no sign-in (public pages, sign-in itself); `why` says what makes that safe
 * - signed-in: any signed-in user of an enabled tenant with a live session, customers included; for what
 *   concerns only the caller (her profile, her layouts, her messages) or reference data every screen needs
 * - platform: the platform administrator (tenant 000000, role administrator)
 * - granted: a user one of whose roles is granted one of `codes` (menu or button codes of the role's
 *   grants, spec §6); the lab's administrator roles hold every code
 *
 * What it touches: `records` name the request fields that carry ids of records (a query's id, a body's
 * ids); each must be a record the caller reads within her data scope, else the answer is 404 as for a
 * record that does not exist. `file` names the field of a file id: the file must belong to a record the
 * caller reads, or be hers (server/access/file-access.ts).
 */
export type Who = 'anyone' | 'signed-in' | 'platform' | 'granted'

/** Where an id comes from: `query.id`, `body.ids` (a list), `body.reportId`, `params.id`. */
export type FieldPath = `${'query' | 'body' | 'params'}.${string}`

export type RecordRef = { resource: string; at: FieldPath }

export type AccessRule = {
  who: Who
  /** Any of these grants (who = granted). */
  codes?: readonly string[]
  /** Why an operation is open to anyone or to every signed-in user. */
  why?: string
  records?: readonly RecordRef[]
  file?: FieldPath
}

export const anyone = (why: string): AccessRule => ({ who: 'anyone', why })

export const signedIn = (why: string): AccessRule => ({ who: 'signed-in', why })

export const platformOnly = (): AccessRule => ({ who: 'platform' })

export const granted = (...codes: readonly (string | readonly string[])[]): AccessRule => ({
  who: 'granted',
  codes: [...new Set(codes.flat())],
})

/** The rule, with records it reads or changes by id (checked against the caller's data scope). */
export const touching = (rule: AccessRule, ...records: [resource: string, at: FieldPath][]): AccessRule => ({
  ...rule,
  records: [...(rule.records ?? []), ...records.map(([resource, at]) => ({ resource, at }))],
})

/** The rule, for an operation on one file (the file must be readable by the caller). */
export const onFile = (rule: AccessRule, at: FieldPath): AccessRule => ({ ...rule, file: at })

/** "GET /api/blade-user/info": the key of an operation in the policy. */
export type OperationKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'} /${string}`

export const operationKey = (method: string, url: string): OperationKey =>
  `${method.toUpperCase()} ${url}` as OperationKey

/** The values of a field path in a validated request (one id, a list, or a comma-separated text). */
export function idsAt(request: { query: unknown; body: unknown; params: unknown }, at: FieldPath): string[] {
  const [where, ...rest] = at.split('.')
  const source = (where === 'query' ? request.query : where === 'body' ? request.body : request.params) as
    Record<string, unknown> | null | undefined
  const value = source?.[rest.join('.')]
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return values.map((item) => String(item).trim()).filter((item) => item !== '')
}
