import type { FastifyPluginAsync } from 'fastify'
import type { RouteDeps } from '../../http/route-modules'
import { startDeliveryWorker, type DeliveryWorker } from './worker'

/**
 * The notification area has no routes of its own (templates and the send log are resources served by the
 * engine); this module starts the delivery worker with the server and stops it before the database closes.
 */
const notifyModule: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  let worker: DeliveryWorker | null = null
  app.addHook('onReady', async () => {
    worker = await startDeliveryWorker({
      database: deps.database,
      ...(deps.postgresUrl ? { postgresUrl: deps.postgresUrl } : {}),
      fallbackSms: deps.smsSender,
      log: app.log,
    })
  })
  app.addHook('onClose', async () => {
    await worker?.close()
  })
}

export default notifyModule
