/**
 * The parts of an OpenAPI 3.1 document the plugin completes, typed as far as it reads or writes them; the
 * rest (schemas, examples) passes through untouched.
 */

export type Reference = { $ref: string }

export type MediaType = { schema?: unknown; [key: string]: unknown }

export type Response = {
  description: string
  content?: Record<string, MediaType>
  headers?: Record<string, unknown>
  links?: Record<string, unknown>
}

export type Parameter = { name: string; in: 'query' | 'header' | 'path' | 'cookie'; [key: string]: unknown }

export type SecurityRequirement = Record<string, string[]>

export type Operation = {
  operationId?: string
  summary?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: unknown
  responses: Record<string, Response | Reference>
  security?: SecurityRequirement[]
  [key: string]: unknown
}

export type Tag = { name: string; description: string }

export type OpenApiDocument = {
  openapi?: string
  info?: { title: string; version: string; [key: string]: unknown }
  servers?: { url: string; description?: string }[]
  tags?: Tag[]
  security?: SecurityRequirement[]
  paths: Record<string, Record<string, Operation>>
  components?: {
    schemas?: Record<string, unknown>
    responses?: Record<string, Response>
    securitySchemes?: Record<string, unknown>
    [key: string]: unknown
  }
  [key: string]: unknown
}

/** The HTTP methods a path item may hold as operations (fastify-swagger writes nothing else there). */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const

export type OperationRef = { path: string; method: string; operation: Operation }

/** Every operation of the document, path by path. */
export function operationsOf(document: OpenApiDocument): OperationRef[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => (OPERATION_METHODS as readonly string[]).includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  )
}

/** The fastify route of an OpenAPI path: {name} → :name (the access policy is keyed by routes). */
export const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')
