import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

/** The OpenAPI document is built from the route schemas; /api/docs is its reference page. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MetroDesk API',
        description:
          'Every JSON answer is { code, success, msg, data }; pages are { records, total, size, current, pages }. ' +
          'Send the access token as "Blade-Auth: bearer <token>" or "Authorization: Bearer <token>".',
        version: '1',
      },
      components: {
        securitySchemes: { bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth' } },
      },
      security: [{ bladeAuth: [] }],
    },
    transform: jsonSchemaTransform,
    // Recursive schemas (trees) carry an id and become named components that $refs can resolve.
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
