import type { ResourceField } from '@/domain/resources'
import { formatLabTime } from '@/ui/format/labTime'

/**
 * The text of a plain cell (dictionary and option labels are rendered by components that read the
 * dictionary store). Dates stay as the lab wrote them; instants are shown on the lab's clock.
 */
export function cellText(field: ResourceField, value: unknown, language: string): string {
  if (value === null || value === undefined || value === '') return ''
  if (field.data === 'timestamp' && typeof value === 'string') return formatLabTime(value, language)
  if (field.data === 'date' && typeof value === 'string') return value.slice(0, 10)
  return String(value)
}
