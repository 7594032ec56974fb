import type { AccessRule } from '../../access/rules'
import { IDEMPOTENCY_HEADER } from '../../http/idempotency'
import type { Operation } from './document'
import { ERROR_STATUSES, type ErrorStatus } from './error-responses'

/** The field an operation names its one record by (`detail?id=`): an unknown or unreadable one is 404. */
const RECORD_ID = 'id'

/**
 * The error statuses an operation answers, from what every route shares:
 * - 400: its query, body, path or headers are validated against its schema;
 * - 401: it needs a signed-in caller (server/plugins/access.ts);
 * - 403: the gate checks the caller's grants (granted, platform);
 * - 404: it names a record by id, or the gate checks the records or the file it names against the caller's
 *   data scope (else 404, as for one that does not exist);
 * - 409 and 422: it is an idempotent write (server/http/idempotency.ts: the key in use, or used for another
 *   request);
 * and from `declared`: what its own code answers (service-statuses.ts).
 */
export function errorStatusesOf(
  operation: Operation,
  rule: AccessRule,
  declared: readonly ErrorStatus[] = [],
): ErrorStatus[] {
  const parameters = operation.parameters ?? []
  const statuses = new Set<ErrorStatus>(declared)
  if (parameters.length > 0 || operation.requestBody) statuses.add(400)
  if (rule.who !== 'anyone') statuses.add(401)
  if (rule.who === 'granted' || rule.who === 'platform') statuses.add(403)
  const namesRecord = parameters.some(
    (parameter) => parameter.name === RECORD_ID && (parameter.in === 'query' || parameter.in === 'path'),
  )
  if (namesRecord || (rule.records?.length ?? 0) > 0 || rule.file) statuses.add(404)
  const idempotent = parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === IDEMPOTENCY_HEADER,
  )
  if (idempotent) {
    statuses.add(409)
    statuses.add(422)
  }
  return ERROR_STATUSES.filter((status) => statuses.has(status))
}
