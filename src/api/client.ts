import createClient from 'openapi-fetch'
import type { paths } from './schema.gen'
import { send } from './transport'

export {
  AUTH_HEADER,
  BLOB_TIMEOUT_MS,
  configureApiClient,
  REQUEST_TIMEOUT_MS,
  TENANT_HEADER,
  type ApiClientHooks,
} from './transport'

/**
 * The one typed client of the API (types generated from the server's OpenAPI document). Every call goes
 * through the request layer (transport.ts): it resolves for statuses 200-399 with an envelope code of 200
 * and rejects with an ApiError otherwise. Per-call flags: requestFlags.ts.
 */
export const api = createClient<paths>({
  baseUrl: '',
  credentials: 'include',
  fetch: (request: Request) => send(request),
})
