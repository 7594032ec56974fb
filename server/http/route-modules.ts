import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { Database, Db } from '../db/database'
import type { SmsSender } from '../modules/auth/sms'
import type { FileStorage } from '../modules/file/storage'

/** What route modules are given: each takes the parts it needs by name. */
export type RouteDeps = {
  db: Db
  database: Database
  tokenSecret: string
  smsSender: SmsSender
  captchaOutbox: string | null
  storage: FileStorage
  postgresUrl?: string
}

/** A route module's file: `routes.ts`, or `<what>-routes.ts` beside others in its area's folder. */
const ROUTE_FILE = /(^|-)routes\.ts$/

/** Where route modules live: every area's folder, and the resource engine's routes. */
const ROUTE_ROOTS = [
  path.join(import.meta.dirname, '..', 'modules'),
  path.join(import.meta.dirname, '..', 'resources'),
]

/** Every route module's file, in a stable order (the order the routes are registered in). */
export async function routeModuleFiles(roots: readonly string[] = ROUTE_ROOTS): Promise<string[]> {
  const found: string[] = []
  for (const root of roots) {
    const entries = await readdir(root, { recursive: true, withFileTypes: true })
    for (const entry of entries)
      if (entry.isFile() && ROUTE_FILE.test(entry.name)) found.push(path.join(entry.parentPath, entry.name))
  }
  return found.sort()
}

/**
 * Registers every route module by convention instead of a hand-kept list: a new area's routes are found by
 * their file name. Each file's default export is its fastify plugin; a file named like a route module that
 * has none is a mistake, and the server refuses to start rather than leave its routes out.
 */
export async function registerRouteModules(
  app: FastifyInstance,
  deps: RouteDeps,
  roots: readonly string[] = ROUTE_ROOTS,
): Promise<void> {
  for (const file of await routeModuleFiles(roots)) {
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown }
    if (typeof module.default !== 'function')
      throw new Error(`${path.relative(process.cwd(), file)}: a route module's default export is its plugin`)
    await app.register(module.default as FastifyPluginAsync<RouteDeps>, deps)
  }
}
