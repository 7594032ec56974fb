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

/** The OpenAPI answer of a route that sends an XML document (a Digital Calibration Certificate). */
export const xmlResponse = (description: string) => ({
  200: {
    description,
    content: { 'application/xml': { schema: z.string() } },
  },
})

/** Sends a document's bytes, with their SHA-256 when it is a frozen one (a copy can be checked against it). */
function sendDocument(
  reply: FastifyReply,
  body: Buffer,
  document: {
    contentType: string
    name: string
    disposition: 'inline' | 'attachment'
    sha256?: string | null
  },
) {
  reply
    .header('content-type', document.contentType)
    .header('content-length', body.byteLength)
    .header('content-disposition', contentDisposition(document.name, document.disposition))
    .header('cache-control', 'private, no-cache')
  if (document.sha256) reply.header('x-content-sha256', document.sha256)
  return reply.send(body as unknown as string) // the schema describes the body as (binary) text
}

/** Sends PDF bytes to be shown in the browser (inline), with their SHA-256 when they are a frozen document. */
export const sendPdf = (reply: FastifyReply, bytes: Uint8Array, name: string, sha256?: string) =>
  sendDocument(reply, Buffer.from(bytes), {
    contentType: 'application/pdf',
    name,
    disposition: 'inline',
    sha256,
  })

/** Sends an issued XML document as a download, with its SHA-256. */
export const sendXml = (reply: FastifyReply, xml: string, name: string, sha256: string | null) =>
  sendDocument(reply, Buffer.from(xml, 'utf8'), {
    contentType: 'application/xml; charset=utf-8',
    name,
    disposition: 'attachment',
    sha256,
  })
