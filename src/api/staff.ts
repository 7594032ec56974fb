import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'

/** A person's certificates and training history, shown on her staff record (loaded behind it). */
export const fetchPersonCompetence = (userId: string) =>
  unwrapEnvelope(
    api.GET('/api/hm-staff/record/competence', { params: { query: { userId } }, headers: NO_LOADING }),
  )

export const staffQueries = {
  all: () => ['staff'] as const,
  competence: (userId: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'competence', userId] as const,
      queryFn: () => fetchPersonCompetence(userId),
      staleTime: 0,
    }),
}
