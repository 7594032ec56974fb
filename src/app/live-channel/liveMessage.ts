/** A message pushed over the live channel (server: { id, title, text, date, category }). */
export type LiveMessage = { id: string; title: string; text: string; date: string; category: string }

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''

/** Reads one websocket frame; plain text becomes a message with that text. Null for an empty frame. */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  if (typeof data !== 'string' || data.trim() === '') return null
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return { id: '', title: '', text: data, date: '', category: '' }
  }
  if (typeof value !== 'object' || value === null)
    return { id: '', title: '', text: data, date: '', category: '' }
  const record = value as Record<string, unknown>
  return {
    id: text(record.id),
    title: text(record.title),
    text: text(record.text ?? record.content ?? record.msg),
    date: text(record.date),
    category: text(record.category),
  }
}
