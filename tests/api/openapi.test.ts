import fs from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { API_TYPES_FILE, apiTypesOf, withSchemaApp } from '../../scripts/api-types'

describe('the typed API contract', () => {
  it('the committed browser types match the server (run npm run gen:api when this fails)', async () => {
    const generated = await withSchemaApp(apiTypesOf)
    const committed = await fs.readFile(API_TYPES_FILE, 'utf8')
    expect(committed === generated, 'src/api/schema.gen.ts is stale: run npm run gen:api').toBe(true)
  })

  it('serves the OpenAPI document and its reference page', async () => {
    await withSchemaApp(async (app) => {
      const document = await app.inject({ method: 'GET', url: '/api/openapi.json' })
      expect(document.statusCode).toBe(200)
      const paths = Object.keys(document.json<{ paths: Record<string, unknown> }>().paths)
      for (const path of [
        '/api/blade-auth/oauth/token',
        '/api/blade-system/dict/list',
        '/api/blade-user/info',
        '/api/bas/basdistrict/list',
      ]) {
        expect(paths).toContain(path)
      }
      const page = await app.inject({ method: 'GET', url: '/api/docs/' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('swagger')
    })
  })
})
