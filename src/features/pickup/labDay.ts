import { LAB_TIME_ZONE } from '@/ui/format/labTime'

/**
 * Lab days (yyyy-MM-dd on the lab's clock, Asia/Shanghai): appointments are listed and cached per lab day,
 * whatever the tablet's own time zone says.
 */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAB_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The lab day of an instant. */
export const labDayOf = (instant: Date): string => dayFormat.format(instant)

/** The lab day `offset` days from the one of `now` (-1 yesterday, 0 today, 1 tomorrow). */
export function labDay(now: Date, offset = 0): string {
  const [year, month, day] = labDayOf(now).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10)
}

/** HH:mm on the lab's clock ('' for a missing or broken instant). */
export function labClock(instant: string | number | Date | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return ''
  const date = instant instanceof Date ? instant : new Date(instant)
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date)
}

/** The days the acceptance page switches between. */
export const DAY_CHOICES = ['yesterday', 'today', 'tomorrow'] as const
export type DayChoice = (typeof DAY_CHOICES)[number]

export const dayOffset = (choice: DayChoice): number =>
  choice === 'yesterday' ? -1 : choice === 'tomorrow' ? 1 : 0

/**
 * A pickup time as the booking form's datetime-local input holds it (lab wall clock, no zone) → ISO instant.
 * The lab is UTC+8 all year (China has no daylight saving time).
 */
export function labLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const utc = Date.UTC(y, mo - 1, d, h - 8, mi)
  return Number.isNaN(utc) ? null : new Date(utc).toISOString()
}
