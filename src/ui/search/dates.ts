/**
 * The search's date texts: the day arithmetic of the spec's start/end rules (§5) and the form ↔ wire
 * conversions live with the date pickers (src/ui/dates/days.ts); the search state imports them from here.
 */
export { dayAfter, dayBefore, fromDateTimeLocal, toDateTimeLocal } from '@/ui/dates/days'
