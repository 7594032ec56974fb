import { chineseDate, termsOf, type KindTerms } from './terms'
import type { CertificatePdfData } from './types'

/**
 * What a template's placeholders can read: the document's data, the words of its kind (`terms`) and the
 * lists set as text, one entry a line (`lists.methods`: `JJG 52-2013《…》`, `lists.notes`).
 */
export type TemplateContext = CertificatePdfData & {
  terms: KindTerms
  lists: { methods: string; notes: string }
}

/** `JJG 52-2013《…》`; a reference without a code or without a title prints what it has. */
const methodLine = (method: { code: string; name: string }): string =>
  `${method.code}${method.name ? `《${method.name}》` : ''}` || '—'

export function templateContext(data: CertificatePdfData): TemplateContext {
  const terms = termsOf(data.kind)
  return {
    ...data,
    environment: { ...data.environment, location: data.environment.location ?? '本实验室' },
    terms,
    lists: {
      methods: data.methods.length === 0 ? '—' : data.methods.map(methodLine).join('\n'),
      notes: (data.notes ?? []).map((note, index) => `${index + 1}. ${note}`).join('\n'),
    },
  }
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:\|\s*(\w+)\s*)?\}\}/g

type Filter = (value: string) => string
const FILTERS: Record<string, Filter> = { date: chineseDate }

/**
 * The value at a dot path, as text: strings and numbers only. Objects, lists, binary data and missing paths
 * give `undefined`, so a template can never print `[object Object]` or a PNG's bytes.
 */
export function lookup(context: object, path: string): string | undefined {
  let value: unknown = context
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Whether a `when` path names something present: a non-empty string, list or object. */
export function isPresent(context: object, path: string): boolean {
  let value: unknown = context
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return false
    value = (value as Record<string, unknown>)[key]
  }
  if (value === undefined || value === null || value === '' || value === false) return false
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** Replaces every `{{path}}` / `{{path|filter}}`; an unknown path prints nothing, an unknown filter is ignored. */
export function fillPlaceholders(text: string, context: object, extra: Record<string, string> = {}): string {
  return text.replace(PLACEHOLDER, (_match, path: string, filter: string | undefined) => {
    const value = Object.hasOwn(extra, path) ? extra[path] : lookup(context, path)
    if (value === undefined) return ''
    if (filter === undefined) return value
    const apply = FILTERS[filter]
    return apply ? apply(value) : value
  })
}
