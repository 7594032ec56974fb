import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Strict headers for every answer. The CSP allows only our own scripts (no inline script), our own
 * service worker and web app manifest, same-origin API and websocket calls, data:/blob: images (captchas,
 * photos taken offline), and framed external pages for menu items that open in /myiframe (spec §2).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets style attributes at run time; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Certificates and PDFs open in new windows of other origins (SSO); keep the opener relation usable.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: true },
  })
}
