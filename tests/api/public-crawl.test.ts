import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertIssuedCertificates, type IssuedCertificate } from '../../bench/public-records'
import { captcha, rateCounter } from '../../server/db/schema'
import { withoutTenant } from '../../server/db/tenant-scope'
import { sha256 } from '../../server/modules/auth/tokens'
import { newCheckCode } from '../../server/modules/lab-workflow/report-document'
import { databaseKinds } from '../support/databases'
import { createTestApp, type TestApp } from '../support/test-app'

const TENANT = '100001'
/** The defaults (docs/configuration.md), whatever the environment says. */
const SETTINGS = {
  PUBLIC_LOOKUP_PER_MINUTE: '10',
  PUBLIC_LOOKUP_PER_DAY: '500',
  PUBLIC_LOOKUP_CAPTCHA_AFTER: '3',
  PUBLIC_LOOKUP_FLOOR_MS: '120',
}
const PER_MINUTE = Number(SETTINGS.PUBLIC_LOOKUP_PER_MINUTE)
const FLOOR_MS = Number(SETTINGS.PUBLIC_LOOKUP_FLOOR_MS)
const CERTIFICATES = 300
const GUESSES = 2000

type Lookup = { tenantId: string; no: string; code: string; captcha?: { key: string; answer: string } }

/**
 * A scripted crawl ("Abuse resistance"): a lab's numbers are sequential and easy to guess, its check
 * codes are not. A crawler that walks the numbers of 300 issued certificates with guessed codes, 2,000 tries
 * from one address, retrieves nothing and is stopped by the per-minute limit; solving every captcha does not
 * lift the limit. A hit and a miss take the same time.
 */
describe.each(databaseKinds)('a crawl of the public certificate lookup on %s', (kind) => {
  let t: TestApp
  let issued: IssuedCertificate[]

  const verify = (payload: Lookup, ip: string): Promise<LightMyRequestResponse> =>
    t.app.inject({ method: 'POST', url: '/api/public/certificate/verify', payload, remoteAddress: ip })
  /** The i-th guess: mostly real numbers (walked in order) with a guessed code, sometimes a made-up number. */
  const guess = (i: number): Lookup => ({
    tenantId: TENANT,
    no: i % 5 === 4 ? `YLJD2025${String(randomInt(100_000)).padStart(5, '0')}` : issued[i % CERTIFICATES]!.no,
    code: newCheckCode(),
  })

  beforeAll(async () => {
    for (const [name, value] of Object.entries(SETTINGS)) vi.stubEnv(name, value)
    t = await createTestApp(kind)
    issued = await insertIssuedCertificates(t.database, TENANT, CERTIFICATES)
  })
  afterAll(async () => {
    await t?.close()
    vi.unstubAllEnvs()
  })

  it('2,000 guesses from one address retrieve nothing and are stopped by the limit', async () => {
    const ip = '203.0.113.7'
    const started = Date.now()
    const statuses: number[] = []
    const retryAfter: number[] = []
    /** The clock's minute each guess was sent in: the limiter's windows are whole minutes. */
    const minuteOf: number[] = []
    for (let i = 0; i < GUESSES; i++) {
      minuteOf.push(Math.floor(Date.now() / 60_000))
      const answer = await verify(guess(i), ip)
      statuses.push(answer.statusCode)
      if (answer.statusCode === 429) retryAfter.push(Number(answer.headers['retry-after']))
    }
    const minutesSpanned = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1
    const firstRefusal = statuses.indexOf(429)
    const passed = statuses.filter((status) => status !== 429)
    // Nothing found, ever.
    expect(statuses).not.toContain(200)
    // What got past the limiter before the first 429: three misses, then captcha demands; at most the limit
    // (twice it when a new minute began in between).
    expect(firstRefusal).toBeGreaterThan(0)
    const minutesBeforeRefusal = minuteOf[firstRefusal]! - minuteOf[0]! + 1
    expect(firstRefusal).toBeLessThanOrEqual(PER_MINUTE * minutesBeforeRefusal)
    expect(statuses.slice(0, 3)).toEqual([404, 404, 404])
    expect(new Set(statuses.slice(3, firstRefusal))).toEqual(new Set([400]))
    // A new minute may let a few more through (each a captcha demand), never more than the limit per minute.
    expect(passed.length).toBeLessThanOrEqual(PER_MINUTE * minutesSpanned)
    expect(retryAfter.every((seconds) => seconds >= 1)).toBe(true)
    // Every try counted, refused ones too: the address's day is well past its 500.
    const [day] = await withoutTenant(t.database.db, (tx) =>
      tx
        .select({ hits: rateCounter.hits })
        .from(rateCounter)
        .where(eq(rateCounter.key, `lookup:d:${ip}`)),
    )
    expect(day?.hits).toBe(GUESSES)
    console.log(
      `[crawl ${kind}] ${GUESSES} guesses: ${passed.length} got past the limiter (${passed.filter((s) => s === 404).length} misses, ` +
        `${passed.filter((s) => s === 400).length} captcha demands), ${GUESSES - passed.length} refused with 429, 0 hits`,
    )
  })

  it('a crawler that solves every captcha is still stopped by the limit, and finds nothing', async () => {
    const ip = '203.0.113.8'
    // A captcha farm: a solved challenge for every try (the server keeps only the answers' hashes).
    const tries = 200
    const keys = Array.from(
      { length: tries },
      (_, i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    )
    await withoutTenant(t.database.db, (tx) =>
      tx.insert(captcha).values(
        keys.map((id) => ({
          id,
          answerHash: sha256('ab3d'),
          expiresTime: sql`now() + interval '5 minutes'`,
        })),
      ),
    )
    const statuses: number[] = []
    const started = Date.now()
    for (let i = 0; i < tries; i++)
      statuses.push(
        (await verify({ ...guess(i), captcha: { key: keys[i]!, answer: 'ab3d' } }, ip)).statusCode,
      )
    // The limit is per minute of the clock: a slow machine's crawl may span a third minute, which lets
    // another PER_MINUTE through, and no more.
    const minutes = Math.floor(Date.now() / 60_000) - Math.floor(started / 60_000) + 1
    const passed = statuses.filter((status) => status !== 429)
    expect(statuses).not.toContain(200)
    expect(passed.every((status) => status === 404)).toBe(true)
    expect(passed.length).toBeGreaterThan(0)
    expect(passed.length).toBeLessThanOrEqual(PER_MINUTE * minutes)
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(PER_MINUTE * minutes)
  })

  it('a miss takes as long as a hit: both wait for the floor', async () => {
    const hits: number[] = []
    const misses: number[] = []
    let address = 0
    const timed = async (payload: Lookup, into: number[], status: number) => {
      const started = performance.now()
      // A fresh address each time: no limit or captcha gets in the way.
      const answer = await verify(payload, `198.18.0.${++address}`)
      into.push(performance.now() - started)
      expect(answer.statusCode).toBe(status)
    }
    const hit = (i: number): Lookup => ({ tenantId: TENANT, no: issued[i]!.no, code: issued[i]!.code })
    // One unmeasured round first: the first request of a path pays for compiling it.
    await timed(hit(0), [], 200)
    await timed({ ...hit(0), code: issued[1]!.code }, [], 404)
    for (let round = 1; round <= 16; round++) {
      await timed(hit(round), hits, 200)
      // A real number with a wrong code, and a number that does not exist.
      await timed({ ...hit(round), code: issued[round + 1]!.code }, misses, 404)
      await timed({ ...hit(round), no: `YLJD2025${String(round).padStart(5, '0')}` }, misses, 404)
    }
    // What the design guarantees: no answer, hit or miss, comes before the floor. How close the two
    // distributions are on a given machine is the public bench's figure (npm run bench -- public), not a
    // bound a loaded test machine can be held to by the millisecond.
    expect(Math.min(...hits), 'fastest hit').toBeGreaterThanOrEqual(FLOOR_MS - 1)
    expect(Math.min(...misses), 'fastest miss').toBeGreaterThanOrEqual(FLOOR_MS - 1)
  })
})
