import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The date pickers (@mantine/dates, src/ui/dates) driven as a person would: open the calendar, go up to the
 * decade, pick the year, the month, then the day by its name. Works in both languages: the headings and the
 * year and month controls are found by their place in the calendar, the day by its spoken name.
 */

export type CalendarLanguage = 'zh' | 'en'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const parts = (date: string) => date.slice(0, 10).split('-').map(Number) as [number, number, number]

/** A day's accessible name in the calendar (src/ui/dates/calendarLocale.ts): 2031年2月15日, 15 February 2031. */
export function dayName(date: string, language: CalendarLanguage = 'zh'): string {
  const [year, month, day] = parts(date)
  return language === 'zh' ? `${year}年${month}月${day}日` : `${day} ${MONTHS[month - 1]} ${year}`
}

/** The open calendar (one at a time: opening another closes it). */
export const calendarOf = (page: Page): Locator => page.locator('[data-dates-dropdown]')

/** The calendar's heading (2031年2月, 2031年, 2030 – 2039), the control that goes up a level. */
export const headingOf = (page: Page): Locator =>
  calendarOf(page).locator('[class*="calendarHeaderLevel"]').first()

/** Shows the month of `date` in the open calendar, through the decade and the year. */
export async function showMonth(page: Page, date: string): Promise<void> {
  const calendar = calendarOf(page)
  const heading = headingOf(page)
  const [year, month] = parts(date)
  // Up two levels, to the decade. A click that lands while the calendar is still settling does nothing; the
  // level is clicked again until its heading changes, as a person would.
  for (const _level of ['year', 'decade']) {
    const shown = (await heading.textContent()) ?? ''
    await expect(async () => {
      if ((await heading.textContent()) === shown) await heading.click()
      await expect(heading).not.toHaveText(shown, { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
  }
  for (let step = 0; step < 30; step++) {
    const [from = 0, to = 0] = ((await heading.textContent()) ?? '').match(/\d{4}/g)?.map(Number) ?? []
    if (year >= from && year <= to) break
    await calendar
      .locator(`[data-direction="${year < from ? 'previous' : 'next'}"]`)
      .first()
      .click()
    await expect(heading).not.toHaveText(new RegExp(`^${from}`))
  }
  await calendar.locator('[class*="yearsListControl"]', { hasText: new RegExp(`^${year}$`) }).click()
  await calendar
    .locator('[class*="monthsListControl"]')
    .nth(month - 1)
    .click()
}

/**
 * Opens the picker's calendar unless it is open already. "Open" is the picker's own (aria-expanded): the
 * calendar of the picker picked in just before is still fading out for a moment, and is not this one's. Then
 * waits for that one to be gone, so that the calendar found is this picker's. A click that did not open it
 * is made again, as a person would: in a form, the field left by that click may drop its error message, and
 * the picker moves up under the pointer between the press and the release (the click then lands beside it).
 */
export async function openCalendar(page: Page, picker: Locator): Promise<Locator> {
  await expect(async () => {
    if ((await picker.getAttribute('aria-expanded')) !== 'true') await picker.click()
    await expect(picker).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await expect(calendarOf(page)).toHaveCount(1)
  await expect(calendarOf(page)).toBeVisible()
  return calendarOf(page)
}

/** The day button of `date` in the open calendar (its month shown first). */
export async function dayButton(page: Page, date: string, language: CalendarLanguage = 'zh') {
  await showMonth(page, date)
  return calendarOf(page).getByRole('button', { name: dayName(date, language), exact: true })
}

/** Picks one day ('YYYY-MM-DD') in a date picker, or the next end of a range picker already open. */
export async function pickDate(
  page: Page,
  picker: Locator,
  date: string,
  language: CalendarLanguage = 'zh',
): Promise<void> {
  await openCalendar(page, picker)
  await (await dayButton(page, date, language)).click()
}

/** Picks a range in a range picker: its start, then its end, in the one calendar. */
export async function pickRange(
  page: Page,
  picker: Locator,
  start: string,
  end: string,
  language: CalendarLanguage = 'zh',
): Promise<void> {
  await pickDate(page, picker, start, language)
  await pickDate(page, picker, end, language)
  await expect(calendarOf(page)).toBeHidden()
}

const TIME_LABELS: Record<CalendarLanguage, { hours: string; minutes: string; done: string }> = {
  zh: { hours: '小时', minutes: '分钟', done: '确定' },
  en: { hours: 'Hours', minutes: 'Minutes', done: 'OK' },
}

/**
 * Picks a day and a time ('YYYY-MM-DD HH:mm') in a date-time picker: the day, then hours and minutes typed
 * into the time fields, then 确定.
 */
export async function pickDateTime(
  page: Page,
  picker: Locator,
  dateTime: string,
  language: CalendarLanguage = 'zh',
): Promise<void> {
  const labels = TIME_LABELS[language]
  const calendar = await openCalendar(page, picker)
  await (await dayButton(page, dateTime, language)).click()
  const [hours = '', minutes = ''] = dateTime.slice(11, 16).split(':')
  await calendar.getByLabel(labels.hours, { exact: true }).fill(hours)
  await calendar.getByLabel(labels.minutes, { exact: true }).fill(minutes)
  await calendar.getByRole('button', { name: labels.done, exact: true }).click()
  await expect(calendar).toBeHidden()
}
