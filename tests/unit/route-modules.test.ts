import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { registerRouteModules, routeModuleFiles, type RouteDeps } from '../../server/http/route-modules'

const root = path.resolve(import.meta.dirname, '../..')
const relative = (files: string[]) => files.map((file) => path.relative(root, file))

describe('route modules are found by convention', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'route-modules-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it("finds every area's routes.ts and <what>-routes.ts, and the resource engine's", async () => {
    const files = relative(await routeModuleFiles())
    expect(files).toContain('server/modules/system/user/routes.ts')
    expect(files).toContain('server/modules/lab-workflow/report-routes.ts')
    expect(files).toContain('server/resources/routes.ts')
    expect(files).not.toContain('server/modules/auth/sms.ts')
    expect(files.length).toBeGreaterThanOrEqual(36)
    expect([...files].sort()).toEqual(files)
  })

  // Importing every route module loads most of the server (a few seconds on a busy machine): a limit that
  // only stops a hang, not a measure of speed.
  it('each of them exports its plugin as the default', { timeout: 60_000 }, async () => {
    for (const file of await routeModuleFiles()) {
      const module = (await import(file)) as { default?: unknown }
      expect(typeof module.default, path.relative(root, file)).toBe('function')
    }
  })

  it('refuses to start when a file named like a route module has no plugin', async () => {
    writeFileSync(path.join(scratch, 'orphan-routes.ts'), 'export const nothing = 1\n')
    const app = Fastify()
    await expect(registerRouteModules(app, {} as RouteDeps, [scratch])).rejects.toThrow(
      /orphan-routes\.ts: a route module's default export is its plugin/,
    )
    await app.close()
  })
})
