import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted, signedIn } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import { AppError } from '../../http/errors'
import {
  LAB_CLOCK_MAX_OFFSET_DAYS,
  labClockAdjustable,
  labClockOffsetDays,
  labToday,
  setLabClockOffset,
} from '../../lab-clock'

const clockAnswer = z.object({
  today: z.string(),
  offsetDays: z.number().int(),
  adjustable: z.boolean(),
})

const answer = () => ({
  today: labToday(),
  offsetDays: labClockOffsetDays(),
  adjustable: labClockAdjustable(),
})

const NOT_ADJUSTABLE = {
  zh: '本服务器的实验室日期不可调整（仅培训或测试服务器可调整）',
  en: 'This server’s lab day cannot be moved (only a training or test server’s can)',
}

/** The lab's day, and on a training or test server the administrator's way to move it (server/lab-clock.ts). */
export default async function labClockRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const tags = ['lab-clock']

  app.get(
    '/api/lab-clock',
    {
      config: { access: signedIn('the day every screen judges due and expired against: no record in it') },
      schema: {
        tags,
        summary: 'Today on the lab’s clock, how far it is moved from the real day, and whether it can be',
        response: { 200: envelope(clockAnswer) },
      },
    },
    async () => ok(answer()),
  )

  app.put(
    '/api/lab-clock',
    {
      config: { access: granted('param_edit') },
      schema: {
        tags,
        summary:
          'Moves the lab’s day to offsetDays from the real one (0 puts it back); refused unless the server was started with LAB_CLOCK_ADJUSTABLE=1',
        body: z.object({
          offsetDays: z.number().int().min(-LAB_CLOCK_MAX_OFFSET_DAYS).max(LAB_CLOCK_MAX_OFFSET_DAYS),
        }),
        response: { 200: envelope(clockAnswer) },
      },
    },
    async (request) => {
      if (!labClockAdjustable()) throw new AppError(403, 'domain.message', { message: NOT_ADJUSTABLE })
      setLabClockOffset(request.body.offsetDays)
      return ok(answer())
    },
  )
}
