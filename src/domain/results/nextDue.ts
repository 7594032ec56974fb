/**
 * The next due date of a calibrated or verified instrument: its calibration day plus its cycle in
 * months (crm_instrument.cycle), on the lab's calendar. A day that the target month lacks falls back to that
 * month's last day (2024-01-31 + 1 month = 2024-02-29), as people count months.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** `yyyy-MM-dd` plus `months` (≥ 0), clamped to the last day of the month reached. */
export function addMonths(day: string, months: number): string {
  const match = DAY.exec(day)
  if (!match) throw new Error(`not a day: ${day}`)
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const index = year * 12 + (month - 1) + months
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1]
  const lastDay = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate()
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(toYear, 4)}-${pad(toMonth)}-${pad(Math.min(date, lastDay))}`
}

/** The day before `day` (yyyy-MM-dd). */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10)
}

/**
 * The next due day, or null when the instrument has no cycle (none recorded, or 0). A verification
 * certificate states how long it is valid (检定有效期至, JJF 1069 practice): through the day before the same
 * date a cycle later. A calibration certificate recommends the next calibration (建议下次校准日期): the same
 * date a cycle later.
 */
export function nextDueDate(
  calibrationDay: string,
  cycleMonths: number | null | undefined,
  kind: 'verification' | 'calibration' = 'calibration',
): string | null {
  if (!cycleMonths || !Number.isInteger(cycleMonths) || cycleMonths <= 0) return null
  const sameDate = addMonths(calibrationDay, cycleMonths)
  return kind === 'verification' ? dayBefore(sameDate) : sameDate
}
