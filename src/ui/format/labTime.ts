import { LAB_TIME_ZONE } from '@/domain/labClock'

const locale = (language: string) => (language === 'zh' ? 'zh-CN' : 'en-GB')

/** An instant as the lab's wall-clock date and time, in the UI's language. */
export function formatLabTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—'
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: LAB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date)
}
