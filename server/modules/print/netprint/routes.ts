import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../../db/database'
import { envelope, ok } from '../../../http/envelope'
import { AppError } from '../../../http/errors'
import { granted } from '../../../access/rules'
import { inTenant } from '../../../plugins/access'
import { configuredPrinters } from './printers'
import { createPrintQueue, type PrintQueue } from './queue'
import { NETPRINT_PROBLEM_MESSAGES, netPrintProblemOf, resolvePrinter, type NetPrintProblem } from './target'

/** Printing labels on the lab's network printers. */
export const NET_PRINT_PERMISSION = 'net_print'
const netPrint = granted(NET_PRINT_PERMISSION)

/** A sheet of labels is a few kB of ZPL; 256 kB is hundreds of labels, and bounds what a request can push. */
const MAX_CONTENT = 256 * 1024

const refusal = (status: number, problem: NetPrintProblem) =>
  new AppError(status, 'domain.message', { message: NETPRINT_PROBLEM_MESSAGES[problem] }, { problem })

/** A printer that could not take the job: a gateway error (502, 504 for a timeout), a full line 503. */
const statusOf = (problem: NetPrintProblem) =>
  problem === 'netprint.timeout' ? 504 : problem === 'netprint.busy' ? 503 : 502

/**
 * POST /api/net-print (spec §7 "Files and printing"): raw label data (ZPL) to one of the lab's configured
 * printers (tenant parameter print.labelPrinters), sent over TCP (port 9100 by default) one job at a time per
 * printer. The answer comes once the printer has the data, or says why not.
 */
export async function netPrintRoutes(appBase: FastifyInstance, options: { db: Db; queue?: PrintQueue }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const queue = options.queue ?? createPrintQueue()

  app.get(
    '/api/net-print/printers',
    {
      config: { access: netPrint },
      schema: {
        tags: ['print'],
        summary: 'The label printers configured for the tenant (names and ids; addresses stay on the server)',
        response: { 200: envelope(z.array(z.object({ id: z.string().nullable(), name: z.string() }))) },
      },
    },
    async (request) => {
      const printers = await inTenant(db, request, (tx, auth) => configuredPrinters(tx, auth.tenantId))
      return ok(printers.map((printer) => ({ id: printer.id ?? null, name: printer.name })))
    },
  )

  app.post(
    '/api/net-print',
    {
      config: { access: netPrint },
      schema: {
        tags: ['print'],
        summary: 'Send raw label data (ZPL) to a configured label printer',
        body: z.object({
          printer: z.string().trim().min(1).max(100).meta({ description: 'A configured printer id or name' }),
          content: z.string().min(1).max(MAX_CONTENT).meta({ description: 'ZPL II (UTF-8, ^CI28)' }),
          copies: z.number().int().min(1).max(50).default(1),
        }),
        response: {
          200: envelope(z.object({ printer: z.string(), bytes: z.number().int(), ms: z.number() })),
        },
      },
    },
    async (request) => {
      const { printer: requested, content, copies } = request.body
      const printers = await inTenant(db, request, (tx, auth) => configuredPrinters(tx, auth.tenantId))
      const resolved = resolvePrinter(printers, { printer: requested })
      if (!resolved.ok) throw refusal(400, resolved.problem)
      const { host, port, name } = resolved.printer
      // Copies are one job: the labels of a sheet come out together, never interleaved with another's.
      const result = await queue.submit({ host, port }, content.repeat(copies))
      if (!result.ok) {
        const problem = netPrintProblemOf(result.code)
        request.log.warn({ printer: name, code: result.code }, 'label printing failed')
        throw refusal(statusOf(problem), problem)
      }
      return ok({ printer: name, bytes: result.bytes, ms: Math.round(result.ms) })
    },
  )
}

export default netPrintRoutes
