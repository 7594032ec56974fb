/**
 * The lab's clock: China Standard Time. Days ("today's appointments"), document numbers (DJ20261121…) and the
 * times people read on certificates and exports are on it, whatever the zone of the server or the tablet.
 * China has kept UTC+8 without daylight saving since 1991, so the arithmetic is a fixed offset: cheaper than
 * Intl in loops (an export formats every row) and the same in every JavaScript engine.
 */
export const LAB_TIME_ZONE = 'Asia/Shanghai'
export const LAB_UTC_OFFSET_MS = 8 * 3_600_000

const DAY_MS = 24 * 3_600_000

/** The instant shifted so that its UTC fields read as the lab's wall clock. */
const wallClock = (instant: Date | number): Date =>
  new Date((typeof instant === 'number' ? instant : instant.getTime()) + LAB_UTC_OFFSET_MS)

/** The lab day of an instant, yyyy-MM-dd. */
export const labDayOf = (instant: Date | number): string => wallClock(instant).toISOString().slice(0, 10)

/** The lab day `offset` days from the one of `now` (-1 yesterday, 0 today, 1 tomorrow), yyyy-MM-dd. */
export const labDay = (now: Date | number, offset = 0): string =>
  labDayOf((typeof now === 'number' ? now : now.getTime()) + offset * DAY_MS)

/** yyyyMMdd of an instant on the lab's calendar (document numbers). */
export const labCompactDate = (instant: Date | number): string => labDayOf(instant).replaceAll('-', '')

/** 'yyyy-MM-dd HH:mm:ss' on the lab's clock, from an ISO instant (a broken one is returned as it came). */
export function labDateTime(iso: string): string {
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return iso
  return wallClock(at).toISOString().slice(0, 19).replace('T', ' ')
}

/** HH:mm on the lab's clock ('' for a missing or broken instant). */
export function labClock(instant: string | number | Date | null | undefined): string {
  if (instant === null || instant === undefined || instant === '') return ''
  const at = instant instanceof Date ? instant.getTime() : new Date(instant).getTime()
  return Number.isNaN(at) ? '' : wallClock(at).toISOString().slice(11, 16)
}

/** The instant of a lab wall-clock time: `hour:minute` on the lab day `dayOffset` days from that of `now`. */
export function labTimeOn(now: Date, dayOffset: number, hour: number, minute = 0): Date {
  const midnight = Date.parse(`${labDay(now, dayOffset)}T00:00:00Z`)
  return new Date(midnight - LAB_UTC_OFFSET_MS + (hour * 60 + minute) * 60_000)
}

/**
 * A lab wall-clock time as a datetime-local input holds it ('yyyy-MM-ddTHH:mm', no zone) → ISO instant;
 * null when it is not one (or names a day that does not exist).
 */
export function labLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  if (mo < 1 || mo > 12 || h > 23 || mi > 59) return null
  const utc = Date.UTC(y, mo - 1, d, h, mi)
  if (new Date(utc).getUTCDate() !== d) return null
  return new Date(utc - LAB_UTC_OFFSET_MS).toISOString()
}
