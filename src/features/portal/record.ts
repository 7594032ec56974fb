import type { ResourceRecord } from '@/api/resources'

/** A field of a list's record as text ('' when missing): the engine's records are loosely typed. */
export const textOf = (record: ResourceRecord, field: string): string => {
  const value = record[field]
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : String(value)
}

/** A field as shown: the text, or a dash when there is none. */
export const shown = (record: ResourceRecord, field: string): string => textOf(record, field) || '—'
