import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withSchemaApp } from '../../scripts/api-types'
import { writeOpenApiDocument } from '../../scripts/openapi-doc'
import type { AccessRule } from '../../server/access/rules'
import { registerOpenApi } from '../../server/plugins/openapi'
import {
  operationsOf,
  routeOf,
  type OpenApiDocument,
  type Operation,
  type Reference,
  type Response,
} from '../../server/plugins/openapi/document'
import { operationIdOf } from '../../server/plugins/openapi/operation-ids'

const run = promisify(execFile)
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')

/** The warnings redocly.yaml explains: operations that answer no 4XX at all. */
const REVIEWED_WARNINGS = [
  'operation-4xx-response #/paths/~1api~1blade-auth~1oauth~1captcha/get/responses',
  'operation-4xx-response #/paths/~1user~1logout/get/responses',
  'operation-4xx-response #/paths/~1user~1logout/post/responses',
]

type LintReport = {
  totals: { errors: number; warnings: number }
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]
}

describe('the OpenAPI contract a client is generated from', () => {
  let dir: string
  let file: string
  let document: OpenApiDocument
  let ruleOf: (method: string, url: string) => AccessRule | undefined

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-openapi-'))
    file = path.join(dir, 'openapi.json')
    // Written the way `npm run lint:api` writes it, then read back as a client generator would.
    await withSchemaApp(async (app) => {
      await writeOpenApiDocument(app, file)
      ruleOf = app.accessRuleOf
    })
    document = JSON.parse(await fs.readFile(file, 'utf8')) as OpenApiDocument
  })
  afterAll(() => fs.rm(dir, { recursive: true, force: true }))

  const operation = (method: string, url: string): Operation => {
    const found = document.paths[url]?.[method]
    if (!found) throw new Error(`${method} ${url} is not in the document`)
    return found
  }

  /** The response of a status, through the shared component it refers to. */
  const response = (op: Operation, status: number): Response | undefined => {
    const answer: Response | Reference | undefined = op.responses[String(status)]
    if (!answer || !('$ref' in answer)) return answer
    return document.components?.responses?.[answer.$ref.replace('#/components/responses/', '')]
  }

  const schemaRefOf = (op: Operation, status: number) =>
    (response(op, status)?.content?.['application/json']?.schema as Reference | undefined)?.$ref

  it('names every operation by its method and path, each name once', () => {
    const operations = operationsOf(document)
    expect(operations.length).toBeGreaterThan(230)
    const ids = operations.map(({ operation: op }) => op.operationId)
    expect(new Set(ids).size).toBe(operations.length)
    for (const { path: url, method, operation: op } of operations) {
      expect(op.operationId).toBe(operationIdOf(method, url))
      expect(op.operationId).toMatch(/^[a-z]+(?:[A-Z0-9][a-z0-9]*)+$/)
    }
    expect(operation('get', '/api/blade-system/dict/dictionary').operationId).toBe(
      'getBladeSystemDictDictionary',
    )
    expect(operation('get', '/api/public/jewel-photo/{tenantId}/{sha256}').operationId).toBe(
      'getPublicJewelPhotoByTenantIdBySha256',
    )
    // A route with two methods gets two operations, not one object under two names.
    expect(operation('get', '/user/logout').operationId).toBe('getUserLogout')
    expect(operation('post', '/user/logout').operationId).toBe('postUserLogout')
  })

  it('stops the server at start when two operations would get the same id', async () => {
    const app = Fastify()
    await registerOpenApi(app)
    expect(() => {
      app.get('/api/lab/test-item', async () => null)
      app.get('/api/lab/test/item', async () => null)
    }).toThrow(/operationId getLabTestItem of GET \/api\/lab\/test\/item/)
    await app.close()
  })

  it('asks no token of the operations anyone may call, and keeps it on the others', () => {
    expect(document.security).toEqual([{ bladeAuth: [] }])
    for (const [method, url] of [
      ['post', '/api/blade-auth/oauth/token'],
      ['get', '/api/blade-auth/oauth/captcha'],
      ['post', '/csApi/hm-metrology/self-service/sms/{param}'],
      ['post', '/api/public/certificate/verify'],
      ['get', '/api/public/notice/detail'],
      ['get', '/api/bas/basdistrict/list'],
    ] as const) {
      expect(operation(method, url).security, `${method} ${url}`).toEqual([])
    }
    expect(operation('get', '/api/blade-user/info').security).toBeUndefined()
    for (const { path: url, method, operation: op } of operationsOf(document)) {
      const open = ruleOf(method.toUpperCase(), routeOf(url))?.who === 'anyone'
      expect(op.security, `${method} ${url}`).toEqual(open ? [] : undefined)
      if (open) expect(op.responses['403'], `${method} ${url}`).toBeUndefined()
    }
  })

  it('documents the error answers of an operation with the one shared error envelope', () => {
    const envelope = document.components?.schemas?.ErrorEnvelope as { required: string[] } | undefined
    expect(envelope?.required).toEqual(['code', 'success', 'msg', 'data'])

    // A record by id, behind a grant: validation, the token, the grant, the record.
    const detail = operation('get', '/api/blade-system/dict/detail')
    for (const status of [400, 401, 403, 404]) {
      expect(schemaRefOf(detail, status), String(status)).toBe('#/components/schemas/ErrorEnvelope')
    }
    // Any signed-in user may call it: no 403; nothing to validate: no 400.
    const info = operation('get', '/api/blade-user/info')
    expect(Object.keys(info.responses)).toEqual(['200', '401'])
    // Idempotent writes: the key in use (409) or used for another request (422).
    const booking = operation('post', '/api/crm/pickup/submit')
    expect(schemaRefOf(booking, 409)).toBe('#/components/schemas/ErrorEnvelope')
    expect(schemaRefOf(booking, 422)).toBe('#/components/schemas/ErrorEnvelope')
    // Rate limits; sign-in keeps its own OAuth error body.
    expect(schemaRefOf(operation('post', '/csApi/hm-metrology/self-service/sms/{param}'), 429)).toBe(
      '#/components/schemas/ErrorEnvelope',
    )
    const token = operation('post', '/api/blade-auth/oauth/token')
    expect(response(token, 429)?.content).toEqual((token.responses['4XX'] as Response).content)
    // The SMS route's path parameter is a phone number, not a record: no 404 claimed.
    expect(operation('post', '/csApi/hm-metrology/self-service/sms/{param}').responses['404']).toBeUndefined()
  })

  it('describes its servers, tags, licence and purpose', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })])
    expect(document.info?.description).toEqual(expect.stringContaining('{ code, success, msg, data }'))
    expect(document.info?.license).toEqual(expect.objectContaining({ name: expect.any(String) }))
    const described = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]))
    const used = new Set(operationsOf(document).flatMap(({ operation: op }) => op.tags ?? []))
    expect([...described.keys()].sort()).toEqual([...used].sort())
    for (const [name, description] of described) expect(description, name).not.toBe('')
  })

  it('passes Redocly’s recommended rules with only the reviewed warnings', async () => {
    const { stdout } = await run(process.execPath, [redocly, 'lint', file, '--format=json'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    })
    const report = JSON.parse(stdout) as LintReport
    const problems = report.problems.map((problem) =>
      `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`.trim(),
    )
    expect(report.totals.errors, problems.join('\n')).toBe(0)
    expect(problems.sort()).toEqual([...REVIEWED_WARNINGS].sort())
  })
})
