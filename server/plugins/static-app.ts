import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Paths that belong to the API: never answered with the app's index.html. */
export const API_PREFIXES = ['/api', '/csApi', '/user', '/msgws']

export const isApiPath = (url: string) =>
  API_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  )

/**
 * Serves the built PWA. Hashed assets are immutable; index.html, the service worker and the manifest
 * are revalidated so that a new version reaches users.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string | undefined) {
  if (!staticDir || !fs.existsSync(path.join(staticDir, 'index.html'))) return false
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return true
}
