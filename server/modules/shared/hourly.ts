import type { FastifyInstance } from 'fastify'

const HOUR_MS = 3_600_000

/**
 * Runs a sweep when the server is ready and then every hour, logging (not throwing) a failure; the timer does
 * not keep the process alive and stops with the server. For work a lab's day brings due (expired quotes,
 * standards falling due) that must happen whether or not anyone opens a page.
 */
export function everyHour(app: FastifyInstance, name: string, sweep: () => Promise<unknown>): void {
  const run = () => sweep().catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    void run()
    timer = setInterval(() => void run(), HOUR_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
