import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NETPRINT_PROBLEM_MESSAGES } from '../../server/modules/print/netprint/target'
import { databaseKinds } from '../support/databases'
import { call, createTestApp, login, type Envelope, type Session, type TestApp } from '../support/test-app'

const TENANT = '100001'

/** A label printer on loopback: keeps every connection's bytes. */
async function fakePrinter() {
  const jobs: Buffer[] = []
  const server = net.createServer((socket) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks))
      socket.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  return { jobs, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A port nothing listens on (taken, then closed). */
async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as net.AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

describe.each(databaseKinds)('POST /api/net-print on %s', (kind) => {
  let t: TestApp
  let admin: Session
  let tester: Session
  let reception: Session
  let printer: Awaited<ReturnType<typeof fakePrinter>>

  const print = (session: Session, body: object, language?: string) =>
    call<Envelope<{ printer: string; bytes: number }>>(t.app, session, {
      method: 'POST',
      url: '/api/net-print',
      payload: body,
      ...(language ? { headers: { 'accept-language': language } } : {}),
    })

  beforeAll(async () => {
    t = await createTestApp(kind)
    admin = await login(t.app, TENANT, 'admin')
    tester = await login(t.app, TENANT, 'tester')
    reception = await login(t.app, TENANT, 'reception')
    printer = await fakePrinter()
    const configured = [
      { id: 'p1', name: '收样室标签机', host: '127.0.0.1', port: printer.port },
      { id: 'p2', name: '关机的标签机', host: '127.0.0.1', port: await closedPort() },
    ]
    const saved = await call<Envelope<unknown>>(t.app, admin, {
      method: 'POST',
      url: '/api/blade-system/param/submit',
      payload: {
        paramName: '标签打印机',
        paramKey: 'print.labelPrinters',
        paramValue: JSON.stringify(configured),
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  })
  afterAll(async () => {
    await printer.close()
    await t.close()
  })

  it('lists the configured printers by name, never their addresses', async () => {
    const params = await call<Envelope<{ records: { paramKey: string; paramValue: string }[] }>>(
      t.app,
      tester,
      {
        method: 'GET',
        url: '/api/blade-system/param/list?size=100&paramKey=print.labelPrinters',
      },
    )
    expect(params.body.data.records.map((row) => row.paramValue)).toEqual(['******'])
    const printers = (session: Session) =>
      call<Envelope<unknown[]>>(t.app, session, { method: 'GET', url: '/api/net-print/printers' })
    // Those who print labels (net_print: reception) see the printers' names; a tester is not granted it.
    expect((await printers(tester)).status).toBe(403)
    const answer = await printers(reception)
    expect(answer.body.data).toEqual([
      { id: 'p1', name: '收样室标签机' },
      { id: 'p2', name: '关机的标签机' },
    ])
  })

  it('sends the ZPL, Chinese text included, byte for byte, once per copy', async () => {
    const zpl =
      '^XA^CI28^FO20,20^A@N,28,28,E:SIMSUN.TTF^FD压力表 YP2611210001^FS^BQN,2,4^FDLA,https://lab.example/v/1^FS^XZ'
    const answer = await print(admin, { printer: '收样室标签机', content: zpl, copies: 2 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.data).toMatchObject({ printer: '收样室标签机', bytes: Buffer.byteLength(zpl) * 2 })
    expect(printer.jobs.at(-1)?.toString('utf8')).toBe(zpl + zpl)
    expect((await print(admin, { printer: 'p1', content: '^XA^XZ' })).status).toBe(200)
    expect(printer.jobs.at(-1)?.toString('utf8')).toBe('^XA^XZ')
  })

  it('prints only to configured printers, and says why a printer cannot take the job', async () => {
    const unknown = await print(admin, { printer: '192.168.1.1', content: '^XA^XZ' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.msg).toBe(NETPRINT_PROBLEM_MESSAGES['netprint.notConfigured'].zh)
    const off = await print(admin, { printer: 'p2', content: '^XA^XZ' }, 'en')
    expect(off.status).toBe(502)
    expect(off.body.msg).toBe(NETPRINT_PROBLEM_MESSAGES['netprint.refused'].en)
    expect((await print(tester, { printer: 'p1', content: '^XA^XZ' })).status).toBe(403)
    expect((await print(admin, { printer: 'p1', content: '' })).status).toBe(400)
  })
})
