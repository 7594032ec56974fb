import swagger, { type SwaggerTransformObject } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { anyone } from '../access/rules'
import { completeDocument } from './openapi/complete-document'
import type { OpenApiDocument } from './openapi/document'
import { operationIdRegistry } from './openapi/operation-ids'

const description = [
  'The back office of a metrology, calibration and testing laboratory.',
  '',
  'Every JSON answer is { code, success, msg, data }; pages are { records, total, size, current, pages }. ' +
    'A refusal is the same envelope with success false, code the HTTP status and msg the reason in the ' +
    'language of Accept-Language (ErrorEnvelope); the token endpoints answer { error, error_description }.',
  '',
  'Send the access token as "Blade-Auth: bearer <token>" or "Authorization: Bearer <token>". Operations ' +
    'with an empty security requirement need none (signing in, public pages).',
  '',
  'Writes that take an Idempotency-Key header answer a replay with the first answer (Idempotent-Replay: true).',
].join('\n')

/**
 * The OpenAPI document is built from the route schemas (completed in ./openapi: operation ids, who may
 * call, error answers, tags); /api/docs is its reference page.
 */
export async function registerOpenApi(app: FastifyInstance) {
  // The document is built on its first request; a clash of operation ids stops the server at start instead.
  const claimOperationId = operationIdRegistry()
  app.addHook('onRoute', (route) => {
    if (route.schema?.hide) return
    for (const method of [route.method].flat()) if (method !== 'HEAD') claimOperationId(method, route.url)
  })

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MetroDesk API',
        description,
        version: '1',
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } },
      },
      security: [{ bladeAuth: [] }],
    },
    transform: jsonSchemaTransform,
    // Recursive schemas (trees) carry an id and become named components that $refs can resolve.
    transformObject: (documentObject) =>
      completeDocument(
        jsonSchemaTransformObject(documentObject) as OpenApiDocument,
        app.accessRuleOf,
      ) as ReturnType<SwaggerTransformObject>,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get(
    '/api/openapi.json',
    { config: { access: anyone('the API reference') }, schema: { hide: true } },
    async () => app.swagger(),
  )
}
