import fs from 'node:fs/promises'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { inject } from 'vitest'
import { buildApp } from '../../server/app'
import type { Database } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import type { SmsSender } from '../../server/modules/auth/sms'
import { createLocalStorage, type FileStorage } from '../../server/modules/file/storage'
import { adminQuery, postgresUrl, type DatabaseKind } from './databases'

export type TestApp = {
  app: FastifyInstance
  database: Database
  storage: FileStorage
  sms: { phone: string; text: string }[]
  close: () => Promise<void>
}

let copies = 0

/** A fresh copy of the seeded demo database, behind a real app instance (no network port). */
export async function createTestApp(kind: DatabaseKind): Promise<TestApp> {
  let database: Database
  let drop = async () => {}
  if (kind === 'pglite') {
    const dump = await fs.readFile(inject('pgliteTemplate'))
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { loadDataDir: new Blob([dump]) })
  } else {
    const template = inject('postgresTemplate')
    const name = `metrodesk_t${process.pid}_${copies++}_${template.replace('metrodesk_tpl_', '')}`
    await adminQuery([`create database ${name} template ${template}`])
    database = await openDatabase({ kind: 'postgres', url: postgresUrl(name) }, { poolSize: 5 })
    drop = () => adminQuery([`drop database if exists ${name} with (force)`])
  }
  const sms: TestApp['sms'] = []
  const smsSender: SmsSender = {
    async send(phone, text) {
      sms.push({ phone, text })
    },
  }
  const storage = createLocalStorage(inject('filesDir'))
  const app = await buildApp({ database, smsSender, storage })
  await app.ready()
  return {
    app,
    database,
    storage,
    sms,
    async close() {
      await app.close()
      await database.close()
      await drop()
    },
  }
}

export const CLIENT_BASIC = `Basic ${Buffer.from('metrodesk:metrodesk_secret').toString('base64')}`

export type LoginOptions = { ip?: string; captchaKey?: string; captchaCode?: string }

export function requestToken(
  app: FastifyInstance,
  tenantId: string,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/blade-auth/oauth/token',
    headers: {
      authorization: CLIENT_BASIC,
      'tenant-id': tenantId,
      ...(options.captchaKey
        ? { 'captcha-key': options.captchaKey, 'captcha-code': options.captchaCode ?? '' }
        : {}),
    },
    query: { tenantId, username, password, grant_type: 'password', scope: 'all', type: 'account' },
    remoteAddress: options.ip ?? '127.0.0.1',
  })
}

export type Session = { token: string; refreshToken: string; userId: string; tenantId: string }

/** The demo lab's users all sign in with this password. */
export const DEMO_PASSWORD = 'metrodesk'

/** What a report action carries besides its name: approving asks for the approver's password again. */
export const confirmedBy = (action: string) => (action === 'approve' ? { password: DEMO_PASSWORD } : {})

export async function login(
  app: FastifyInstance,
  tenantId: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await requestToken(app, tenantId, username, password, {
    ip: `10.9.${tenantId.slice(-2)}.1`,
  })
  if (response.statusCode !== 200) throw new Error(`login ${tenantId}/${username} failed: ${response.body}`)
  const body = response.json<{
    access_token: string
    refresh_token: string
    user_id: string
    tenant_id: string
  }>()
  return {
    token: body.access_token,
    refreshToken: body.refresh_token,
    userId: body.user_id,
    tenantId: body.tenant_id,
  }
}

/** A request as a signed-in user; JSON answers are parsed. */
export async function call<T = unknown>(
  app: FastifyInstance,
  session: Session | null,
  options: InjectOptions,
): Promise<{ status: number; body: T; raw: LightMyRequestResponse }> {
  const headers = {
    ...(options.headers ?? {}),
    ...(session ? { 'blade-auth': `bearer ${session.token}` } : {}),
  }
  const raw = await app.inject({ ...options, headers })
  const body = (raw.headers['content-type']?.toString().includes('json') ? raw.json() : raw.body) as T
  return { status: raw.statusCode, body, raw }
}

export type Envelope<T> = { code: number; success: boolean; msg: string; data: T }
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number }
