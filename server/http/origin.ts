import type { FastifyRequest } from 'fastify'

/** The origin the request came to: QR codes point there when the lab has set no public address. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`
