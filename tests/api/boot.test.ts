import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOT_PARTS, BOOT_PATH, partKey, partUrl } from '@/domain/boot'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'
import { TENANT } from './access-support'

/*
 * The start-up answers in one call: each part is the very answer the same request of the same person
 * gets on its own, a part her roles do not grant is left out, and nobody reads another's through it.
 */

type Part = { key: string; method: string; url: string; status: number; body: unknown }
type Boot = Envelope<{ parts: Part[] }>

describe.each(databaseKinds)('the boot call on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let pickup: Session

  const boot = (session: Session | null, groups?: string) =>
    call<Boot>(t.app, session, { method: 'GET', url: groups ? `${BOOT_PATH}?groups=${groups}` : BOOT_PATH })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    pickup = await login(t.app, TENANT, 'pickup')
  })
  afterAll(() => t.close())

  it('answers each part as the same request alone would be answered', async () => {
    const answer = await boot(admin, 'session,home')
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const parts = answer.body.data.parts
    expect(parts.map((part) => part.key)).toEqual(BOOT_PARTS.map(partKey))
    for (const part of parts) {
      const spec = BOOT_PARTS.find((candidate) => partKey(candidate) === part.key)!
      const alone = await call(t.app, admin, {
        method: spec.method,
        url: partUrl(spec),
        ...(spec.body === undefined ? {} : { payload: spec.body as Record<string, unknown> }),
      })
      expect(part.status, part.url).toBe(alone.status)
      // Live counts may move between the two calls only if something happened; nothing does here.
      expect(part.body, part.url).toEqual(alone.body)
    }
    const info = parts.find((part) => part.url === '/api/blade-user/info')!
    expect((info.body as Envelope<{ account: string }>).data.account).toBe('admin')
  })

  it('sends only the session parts unless the home page is asked for', async () => {
    const answer = await boot(admin)
    expect(answer.status).toBe(200)
    const groups = new Set(
      answer.body.data.parts.map((part) => BOOT_PARTS.find((spec) => partKey(spec) === part.key)?.group),
    )
    expect([...groups]).toEqual(['session'])
  })

  it('leaves out what the roles do not grant, and answers the rest as the person herself', async () => {
    const testerParts = (await boot(tester, 'session,home')).body.data.parts
    // The pickup notice is the pickup desk's (pickup_accept): a tester's app never asks for it.
    expect(testerParts.some((part) => part.url === '/api/crm/pickup/notice')).toBe(false)
    const info = testerParts.find((part) => part.url === '/api/blade-user/info')!
    expect((info.body as Envelope<{ account: string }>).data.account).toBe('tester')

    const pickupParts = (await boot(pickup, 'session')).body.data.parts
    const notice = pickupParts.find((part) => part.url === '/api/crm/pickup/notice')
    expect(notice?.status).toBe(200)
  })

  it('is refused without a session and with groups it does not know', async () => {
    expect((await boot(null)).status).toBe(401)
    const bad = await boot(admin, 'session,everything')
    expect(bad.status).toBe(400)
    expect((bad.body as unknown as Envelope<null>).success).toBe(false)
  })
})
