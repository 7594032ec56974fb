import { labDayOf } from '@/domain/labClock'

/*
 * The lab's day as the server counts it: what is due, expired or lapsed (standards, staff certificates and
 * authorisations, quotes, contracts) is judged against it. It is the real time, unless the server was started
 * with LAB_CLOCK_ADJUSTABLE=1 (a training or test server) and the lab's administrator moved it forward to
 * rehearse what happens when things expire. Timestamps of what people do (created, approved) stay real.
 */

const DAY_MS = 24 * 3_600_000
/** How far the clock may be moved either way: ten years covers any certificate or recall interval. */
export const LAB_CLOCK_MAX_OFFSET_DAYS = 3650

let offsetDays = 0

/** Now on the lab's clock. */
export const labNow = (): Date => new Date(Date.now() + offsetDays * DAY_MS)

/** Today on the lab's clock, yyyy-MM-dd. */
export const labToday = (): string => labDayOf(labNow())

/** Whether this server lets its lab clock be moved (read at each call: tests start servers both ways). */
export const labClockAdjustable = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.LAB_CLOCK_ADJUSTABLE === '1' || env.LAB_CLOCK_ADJUSTABLE === 'true'

export const labClockOffsetDays = (): number => offsetDays

/** Moves the lab clock to `days` from the real day (0: back to the real day). */
export function setLabClockOffset(days: number): void {
  if (!Number.isInteger(days) || Math.abs(days) > LAB_CLOCK_MAX_OFFSET_DAYS)
    throw new RangeError(`the lab clock moves by whole days up to ${LAB_CLOCK_MAX_OFFSET_DAYS}`)
  offsetDays = days
}
