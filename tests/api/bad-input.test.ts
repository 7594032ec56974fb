import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Session, type TestApp } from '../support/test-app'

type Operation = { method: 'GET' | 'POST'; path: string }

/** Hostile and malformed values a person or a script might send. */
const junk = [
  '',
  ' ',
  'x',
  '-1',
  '0',
  '1e309',
  'null',
  "' or 1=1 --",
  '%',
  '\u0000',
  'ü'.repeat(300),
  '9'.repeat(40),
  '{"a":1}',
]

describe.each(databaseKinds)('bad input never produces a 500 on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let platform: Session
  let operations: Operation[]

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, '100001', 'admin')
    platform = await login(t.app, '000000', 'admin')
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>
    }>()
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method === 'get' || method === 'post')
        .map((method) => ({
          method: method.toUpperCase() as Operation['method'],
          path: path.replace('{param}', '13800000009'),
        })),
    )
  })
  afterAll(() => t.close())

  it('every route answers malformed queries and bodies with 4xx and a message', async () => {
    expect(operations.length).toBeGreaterThan(40)
    const failures: string[] = []
    for (const operation of operations) {
      const session = operation.path.includes('/tenant/') ? platform : admin
      for (const value of junk) {
        const query = {
          id: value,
          ids: value,
          current: value,
          size: value,
          parentId: value,
          code: value,
          tenantId: value,
          userIds: value,
          roleId: value,
          depth: value,
        }
        const bodies = [
          undefined,
          'not json',
          { id: value, parentId: value, roleIds: value, menuIds: value, sort: value, name: value },
        ]
        for (const payload of bodies) {
          const response = await call<{ msg?: string; error_description?: string }>(t.app, session, {
            method: operation.method,
            url: operation.path,
            query,
            ...(operation.method === 'POST' && payload !== undefined
              ? {
                  payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
                  headers: { 'content-type': 'application/json' },
                }
              : {}),
          })
          if (response.status >= 500)
            failures.push(
              `${operation.method} ${operation.path} ${JSON.stringify(value)} → ${response.status}`,
            )
          else if (response.status >= 400 && typeof response.body === 'object') {
            const message = response.body.msg ?? response.body.error_description
            if (!message)
              failures.push(`${operation.method} ${operation.path}: ${response.status} without a message`)
          }
        }
      }
    }
    expect(failures).toEqual([])
    // Thousands of requests over every route: minutes on a busy two-core machine.
  }, 300_000)
})
