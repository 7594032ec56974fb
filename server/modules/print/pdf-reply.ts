import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { contentDisposition } from '../file/service'

/** The OpenAPI answer of a route that sends a PDF. */
export const pdfResponse = (description: string) => ({
  200: {
    description,
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
})

/** Sends PDF bytes to be shown in the browser (inline), with their SHA-256 when they are a frozen document. */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, name: string, sha256?: string) {
  const body = Buffer.from(bytes)
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', body.byteLength)
    .header('content-disposition', contentDisposition(name, 'inline'))
    .header('cache-control', 'private, no-cache')
  if (sha256) reply.header('x-content-sha256', sha256)
  return reply.send(body as unknown as string) // the schema describes the body as binary text
}
