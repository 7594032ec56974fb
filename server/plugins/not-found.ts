import type { FastifyInstance } from 'fastify'
import { PUBLIC_ENTRY, publicQueryPathOf } from '@/domain/publicRoutes'
import { localeOf, translate } from '../http/messages'
import { isApiPath } from './static-app'

/**
 * Unknown API paths answer 404 in the envelope; any other GET is a client-side route: of the public query
 * pages (their own document) or of the staff app.
 */
export function registerNotFound(app: FastifyInstance, servesApp: boolean) {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (servesApp && request.method === 'GET' && !isApiPath(path) && !path.includes('.')) {
      reply.header('cache-control', 'no-cache')
      return reply.sendFile(publicQueryPathOf(path) ? PUBLIC_ENTRY : 'index.html')
    }
    const msg = translate('notFound', localeOf(request.headers['accept-language']))
    return reply.code(404).send({ code: 404, success: false, msg, data: null })
  })
}
