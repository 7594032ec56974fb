import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'

/** GET staff-ability/status: each live authorisation's ability_status today, with why it does not hold. */
export const fetchAuthorisationStatuses = () =>
  unwrapEnvelope(api.GET('/api/hm-metrology/staff-ability/status', { headers: NO_LOADING }))

export const staffAuthorisationQueries = {
  statuses: () =>
    queryOptions({
      queryKey: ['staff-authorisations', 'statuses'] as const,
      queryFn: fetchAuthorisationStatuses,
      staleTime: 0,
    }),
}
