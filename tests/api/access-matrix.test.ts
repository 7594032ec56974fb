import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccessRule } from '../../server/access/rules'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Session, type TestApp } from '../support/test-app'
import { LAB_PEOPLE, seededGrants, signInLab, type LabPerson } from './access-support'

/*
 * The access matrix: every operation of the OpenAPI document, called by every demo role (and the platform's
 * administrator), is let through or refused as the rule its route declares and the role's seeded
 * grants say. The gate decides before an operation's input is even read, so each call carries no input: a
 * refused one answers 403, one let through answers anything else (most 400: its input is missing).
 */

type Operation = { method: string; path: string; url: string }

/** A value for each path parameter of the document. */
const PATH_VALUES: Record<string, string> = {
  param: '13900000000',
  tenantId: '100001',
  sha256: '0'.repeat(64),
}

const operationsOf = (document: { paths: Record<string, Record<string, unknown>> }): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path,
      url: path.replace(/\{(\w+)\}/g, (_, name: string) => PATH_VALUES[name] ?? 'x'),
    })),
  )

/** The fastify route of an OpenAPI path: {name} → :name. */
const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

type Caller = LabPerson | 'platform'

function expectedAllowed(rule: AccessRule, caller: Caller): boolean {
  if (rule.who === 'anyone' || rule.who === 'signed-in') return true
  if (rule.who === 'platform') return caller === 'platform'
  if (caller === 'platform') return true
  const grants = seededGrants(caller)
  return grants === 'all' || (rule.codes ?? []).some((code) => grants.has(code))
}

describe.each(databaseKinds)('the access matrix on %s', (kind) => {
  let t: TestApp
  let sessions: Record<Caller, Session>
  let operations: Operation[]

  beforeAll(async () => {
    t = await createTestApp(kind)
    sessions = { ...(await signInLab(t)), platform: await login(t.app, '000000', 'admin') }
    operations = operationsOf(t.app.swagger() as { paths: Record<string, Record<string, unknown>> })
  })
  afterAll(() => t.close())

  it('has a declared rule for every operation of the API document', () => {
    expect(operations.length).toBeGreaterThan(230)
    const missing = operations.filter(
      (operation) => !t.app.accessRuleOf(operation.method, routeOf(operation.path)),
    )
    expect(missing.map((operation) => `${operation.method} ${operation.path}`)).toEqual([])
  })

  it('lets every caller through or refuses her as the policy and her grants say', async () => {
    const wrong: string[] = []
    let calls = 0
    for (const operation of operations) {
      const rule = t.app.accessRuleOf(operation.method, routeOf(operation.path)) as AccessRule
      if (rule.who === 'anyone') {
        // Public operations answer without a session (a sign-in, a lookup, a sign-out are never 401/403).
        const response = await call(t.app, null, { method: operation.method as 'GET', url: operation.url })
        calls++
        if ([401, 403].includes(response.status))
          wrong.push(`anonymous ${operation.method} ${operation.path}`)
        continue
      }
      const anonymous = await call(t.app, null, { method: operation.method as 'GET', url: operation.url })
      calls++
      if (anonymous.status !== 401)
        wrong.push(`anonymous ${operation.method} ${operation.path}: ${anonymous.status}`)
      for (const caller of [...LAB_PEOPLE, 'platform'] as const) {
        const response = await call(t.app, sessions[caller], {
          method: operation.method as 'GET',
          url: operation.url,
        })
        calls++
        const allowed = expectedAllowed(rule, caller)
        const ok = allowed ? response.status !== 401 && response.status !== 403 : response.status === 403
        if (!ok) {
          wrong.push(
            `${caller} ${operation.method} ${operation.path}: ${response.status} (${allowed ? 'allowed' : 'refused'} expected)`,
          )
        }
      }
    }
    expect(wrong).toEqual([])
    // Every operation with every caller: the figure the closing note reports.
    expect(calls).toBeGreaterThan(operations.length * 5)
  })

  it('refuses what no role of these may do, whatever the policy file says', async () => {
    // Stated by hand, from the access rules as designed: these must hold even if someone loosens a rule by mistake.
    const refused: [Caller, string, string][] = [
      ['customer', 'POST', '/api/hm-crm/customer/page'],
      ['customer', 'POST', '/api/hm-crm/customer/export'],
      ['customer', 'GET', '/api/hm-crm/customer/detail?id=01900000-0000-7000-8000-000000000001'],
      ['customer', 'POST', '/api/hm-metrology/test-item/page'],
      ['customer', 'POST', '/api/hm-metrology/report/page'],
      ['customer', 'POST', '/api/hm-metrology-jewels/appraisal/page'],
      ['customer', 'POST', '/api/hm-metrology-jewels/metal-label/page'],
      ['customer', 'GET', '/api/crm/pickup/list'],
      ['customer2', 'POST', '/api/blade-user/page'],
      ['tester', 'GET', '/api/blade-system/role/list'],
      ['tester', 'GET', '/api/blade-system/menu/list'],
      ['tester', 'GET', '/api/blade-system/param/detail?id=01900000-0000-7000-8000-000000000001'],
      ['pickup', 'GET', '/api/blade-system/role/list'],
      ['pickup', 'POST', '/api/blade-system/menu/page'],
      ['finance', 'GET', '/api/blade-system/role/list'],
      ['finance', 'POST', '/api/blade-system/param/page'],
      ['reception', 'POST', '/api/blade-log/security-event/page'],
      ['admin', 'GET', '/api/blade-system/tenant/list'],
    ]
    for (const [caller, method, url] of refused) {
      const response = await call(t.app, sessions[caller], { method: method as 'GET', url })
      expect(response.status, `${caller} ${method} ${url}`).toBe(403)
    }
    // And what their work needs.
    const allowed: [Caller, string, string][] = [
      ['finance', 'POST', '/api/crm/registration/page'],
      ['customer', 'POST', '/api/hm-metrology/certificate/page'],
      ['customer', 'GET', '/api/crm/pickup/mine'],
      ['admin', 'POST', '/api/blade-log/security-event/page'],
      ['platform', 'GET', '/api/blade-system/tenant/list'],
    ]
    for (const [caller, method, url] of allowed) {
      const response = await call(t.app, sessions[caller], { method: method as 'GET', url, payload: {} })
      expect(response.status, `${caller} ${method} ${url}`).toBe(200)
    }
  })
})
