import { LAB_TIME_ZONE } from '@/domain/labClock'

/**
 * A time of day as the offline messages show it ("将于 14:05 重试"): hours and minutes on a 24-hour clock, on
 * the lab's clock like every other time the app shows (a tablet set to another zone still agrees with the
 * lists beside it), in both languages. A retry due within the current minute shows that minute.
 */
export function clockTime(at: number, locale: string, timeZone: string = LAB_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))
}
