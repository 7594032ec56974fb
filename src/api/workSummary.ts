import { api } from './client'
import { unwrapEnvelope } from './envelope'
import { NO_LOADING } from './requestFlags'

/**
 * GET /api/hm-metrology/work/summary: how many records wait in each work list the user's roles grant (for
 * the home page). The home page shows its cached counts while this loads, so no loading overlay; a failure
 * still toasts, as the other counts of the page do.
 */
export const fetchWorkSummary = () =>
  unwrapEnvelope(api.GET('/api/hm-metrology/work/summary', { headers: NO_LOADING }))

export type WorkListCount = Awaited<ReturnType<typeof fetchWorkSummary>>[number]
