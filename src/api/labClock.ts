import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND } from './requestFlags'

/** GET /api/lab-clock: the lab's day as the server reads it (a training server's may be moved). */
export const labClockQuery = () =>
  queryOptions({
    queryKey: ['lab-clock'] as const,
    queryFn: () => unwrapEnvelope(api.GET('/api/lab-clock', { headers: BACKGROUND })),
    // The day turns once a day; a moved clock is for training, re-read when a page mounts.
    staleTime: 5 * 60_000,
  })
