import type { AccessRule } from '../../access/rules'
import { operationKey } from '../../access/rules'
import { operationsOf, routeOf, type OpenApiDocument, type Operation, type Response } from './document'
import {
  ERROR_SCHEMA_NAME,
  ERROR_STATUSES,
  errorDescription,
  errorEnvelopeSchema,
  errorResponse,
  errorResponseName,
  type ErrorStatus,
} from './error-responses'
import { errorStatusesOf } from './error-statuses'
import { operationIdRegistry } from './operation-ids'
import { SERVICE_STATUSES } from './service-statuses'
import { documentTags } from './tags'
import { withoutUnusedSchemas } from './unused-schemas'

/** 200 < 400 < 4XX < 5XX: the order a reader expects the answers in. */
const byStatus = (a: string, b: string) => a.replaceAll('X', '9').localeCompare(b.replaceAll('X', '9'))

/**
 * The operation's answers with its error statuses added. A route that describes its own refusals (a `4XX`
 * range: the token endpoints' OAuth errors, the public pages' captcha hints) keeps that body for each status;
 * the others refer to the shared response of the status.
 */
function withErrorResponses(
  responses: Operation['responses'],
  statuses: readonly ErrorStatus[],
  shared: Set<ErrorStatus>,
): Operation['responses'] {
  const own = responses['4XX']
  const added: Operation['responses'] = {}
  for (const status of statuses) {
    if (responses[String(status)]) continue
    if (own && '$ref' in own) {
      added[status] = { $ref: own.$ref }
    } else if (own) {
      added[status] = {
        description: errorDescription(status),
        ...(own.content ? { content: own.content } : {}),
      }
    } else {
      added[status] = { $ref: `#/components/responses/${errorResponseName(status)}` }
      shared.add(status)
    }
  }
  return Object.fromEntries(Object.entries({ ...responses, ...added }).sort(([a], [b]) => byStatus(a, b)))
}

/**
 * What the route schemas cannot say by themselves, added to the whole document (fastify-swagger's
 * transformObject): operation ids, `security: []` on the operations the access policy opens to anyone, the
 * error answers each operation gives, the tags' descriptions. Operations are copied: fastify-swagger shares
 * one object among the methods of a route.
 */
export function completeDocument(
  document: OpenApiDocument,
  ruleOf: (method: string, url: string) => AccessRule | undefined,
): OpenApiDocument {
  const operationIdOf = operationIdRegistry()
  const shared = new Set<ErrorStatus>()
  const undeclared = new Set(Object.keys(SERVICE_STATUSES))
  const paths: OpenApiDocument['paths'] = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [path, { ...item }]),
  )
  for (const { path, method, operation } of operationsOf(document)) {
    const route = routeOf(path)
    const rule = ruleOf(method.toUpperCase(), route)
    if (!rule) throw new Error(`${method.toUpperCase()} ${route} declares no access rule`)
    const key = operationKey(method, route)
    undeclared.delete(key)
    const statuses = errorStatusesOf(operation, rule, SERVICE_STATUSES[key])
    paths[path] = {
      ...paths[path],
      [method]: {
        ...operation,
        operationId: operationIdOf(method, path),
        // The document's default is the token; what anyone may call says it needs none.
        ...(rule.who === 'anyone' ? { security: [] } : {}),
        responses: withErrorResponses(operation.responses, statuses, shared),
      },
    }
  }
  if (undeclared.size > 0) {
    throw new Error(
      `server/plugins/openapi/service-statuses.ts names no operation: ${[...undeclared].join(', ')}`,
    )
  }
  const responses: Record<string, Response> = Object.fromEntries(
    ERROR_STATUSES.filter((status) => shared.has(status)).map((status) => [
      errorResponseName(status),
      errorResponse(status),
    ]),
  )
  return withoutUnusedSchemas({
    ...document,
    tags: documentTags(
      Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])),
    ),
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, [ERROR_SCHEMA_NAME]: errorEnvelopeSchema },
      responses: { ...document.components?.responses, ...responses },
    },
  })
}
