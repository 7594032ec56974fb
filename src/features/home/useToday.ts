import { useEffect, useState } from 'react'
import { LAB_TIME_ZONE } from '@/domain/labClock'

/**
 * Today's date on the lab's calendar (not the device's zone), written out in the UI's language ("2026年11月21日星期六"), filled in once the page is shown:
 * the first Intl date format of a page loads the locale's calendar data (about 40 ms on a tablet), which
 * the first frame of an offline cold start need not wait for.
 */
export function useToday(locale: string): string {
  const [today, setToday] = useState('')
  useEffect(() => {
    const fill = () =>
      setToday(
        new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en', {
          timeZone: LAB_TIME_ZONE,
          dateStyle: 'full',
        }).format(new Date()),
      )
    const idle = typeof requestIdleCallback === 'function'
    const handle = idle ? requestIdleCallback(fill, { timeout: 500 }) : window.setTimeout(fill, 0)
    return () => (idle ? cancelIdleCallback(handle) : window.clearTimeout(handle))
  }, [locale])
  return today
}
