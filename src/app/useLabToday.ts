import { useQuery } from '@tanstack/react-query'
import { labClockQuery } from '@/api/labClock'
import { labDay } from '@/domain/labClock'

/**
 * Today on the lab's clock as the server reads it, so that what a page lists for "today" is the day the
 * server judges by (a training server's clock may be moved). Until the server answers, and offline, the
 * device's clock read on the lab's calendar.
 */
export function useLabToday(): string {
  const clock = useQuery(labClockQuery())
  return clock.data?.today ?? labDay(new Date(), 0)
}
