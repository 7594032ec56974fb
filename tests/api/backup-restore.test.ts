import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { inArray } from 'drizzle-orm'
import { pack as tarPack } from 'tar-stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crmCustomer } from '../../server/db/schema'
import { openDatabase } from '../../server/db/open'
import type { FileDto } from '../../server/modules/file/service'
import { CLIENT_BASIC, type Envelope } from '../support/test-app'
import { multipartBody, pngBytes } from './offline-support'

/*
 * `npm run backup` and `npm run restore` end to end, with the real server (server/main.ts) in its own process
 * on a DATA_DIR of its own: it seeds the demo lab on its first start, gets a customer and an upload through
 * the API, is backed up while it runs, and a second server started on the restored folder has both.
 *
 * Only the embedded database: these commands are PGlite's (with DATABASE_URL set they point to pg_dump and
 * pg_restore, which docs/database.md describes and no script wraps). So this file runs the same with or
 * without TEST_DATABASE_URL; the servers it starts never get a DATABASE_URL.
 */

const projectRoot = path.resolve(import.meta.dirname, '../..')
const TENANT = '100001'

type Run = { code: number | null; stdout: string; stderr: string }
type Server = { origin: string; stop: () => Promise<void> }

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' }
  delete env.DATABASE_URL
  return { ...env, ...extra }
}

/** Runs a script as `npm run` would (tsx), and answers its exit code and output. */
function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: projectRoot,
      env: childEnv(env),
      // A bound, not a wait: a command that hangs (or a server that should have refused to start) is killed.
      timeout: 150_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const backup = (args: string[], env: Record<string, string> = {}) => runScript('scripts/backup.ts', args, env)
const restore = (args: string[]) => runScript('scripts/restore.ts', args)

/**
 * Starts server/main.ts on a DATA_DIR; resolves once it listens, rejects if it exits. Port 0 and the
 * port read from Fastify's "Server listening at" line: a port probed free beforehand can be taken meanwhile.
 */
async function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: childEnv({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // No built app: the API alone.
      STATIC_DIR: path.join(dataDir, 'no-static-app'),
    }),
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  let output = ''
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8')
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (!listening?.[1]) return
        resolve(listening[1])
      })
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
      // A server that cannot start exits, which ends the wait; the test's own time limit bounds the rest.
      child.once('exit', (code, signal) => {
        reject(new Error(`the server exited (${code ?? signal}):\n${output}`))
      })
    })
    return { origin, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function signIn(origin: string): Promise<string> {
  const query = new URLSearchParams({
    tenantId: TENANT,
    username: 'admin',
    password: 'metrodesk',
    grant_type: 'password',
    scope: 'all',
    type: 'account',
  })
  const response = await fetch(`${origin}/api/blade-auth/oauth/token?${query}`, {
    method: 'POST',
    headers: { authorization: CLIENT_BASIC, 'tenant-id': TENANT },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

const authorized = (token: string) => ({ 'blade-auth': `bearer ${token}` })

async function createCustomer(origin: string, token: string, name: string): Promise<string> {
  const response = await fetch(`${origin}/api/hm-crm/customer/submit`, {
    method: 'POST',
    headers: { ...authorized(token), 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as Envelope<{ id: string }>).data.id
}

async function customerName(origin: string, token: string, id: string): Promise<string | null> {
  const response = await fetch(`${origin}/api/hm-crm/customer/detail?id=${id}`, {
    headers: authorized(token),
  })
  if (response.status === 404) return null
  expect(response.status).toBe(200)
  return ((await response.json()) as Envelope<{ name: string }>).data.name
}

/** A real .tar.gz, but not a backup: one text file. */
async function writeForeignArchive(file: string): Promise<void> {
  const pack = tarPack()
  pack.entry({ name: 'readme.txt' }, 'hello\n')
  pack.finalize()
  const chunks: Buffer[] = []
  for await (const chunk of pack) chunks.push(Buffer.from(chunk as Uint8Array))
  await fs.writeFile(file, gzipSync(Buffer.concat(chunks)))
}

const folderContents = (folder: string) => fs.readdir(folder).catch(() => [] as string[])

describe('backup and restore of the embedded database', () => {
  let root: string
  let original: Server | null = null
  let token: string
  let customerId: string
  let laterCustomerId: string
  let fileId: string
  const photo = pngBytes()
  const servers: Server[] = []

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-backup-'))
    original = await startServer(path.join(root, 'original'))
    servers.push(original)
    token = await signIn(original.origin)
    customerId = await createCustomer(original.origin, token, '备份还原测试有限公司')
    const body = multipartBody(photo, { name: 'backup-proof.png' })
    const uploaded = await fetch(`${original.origin}/api/file/upload?kind=image`, {
      method: 'POST',
      headers: { ...authorized(token), 'content-type': body.contentType },
      body: body.payload,
    })
    expect(uploaded.status).toBe(200)
    fileId = ((await uploaded.json()) as Envelope<FileDto>).data.id
  }, 300_000) // the first start migrates and seeds: minutes when the two cores are busy with other work

  afterAll(async () => {
    for (const server of servers) await server.stop()
    if (root) await fs.rm(root, { recursive: true, force: true })
  })

  it('turns away a second server on a folder in use', async () => {
    const second = await runScript('server/main.ts', [], {
      DATA_DIR: path.join(root, 'original'),
      PORT: '0',
    })
    expect(second.code).toBe(1)
    expect(second.stderr).toContain('is in use by another MetroDesk process')
  })

  it('backs up while the server runs', { timeout: 120_000 }, async () => {
    const run = await backup([path.join(root, 'online.tar.gz')], { DATA_DIR: path.join(root, 'original') })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('dumped by the running server')
    // Made after the backup: the restored copy must not have it.
    laterCustomerId = await createCustomer(original!.origin, token, '备份之后的客户')
  })

  it(
    'restores into a fresh folder, where a server finds the record and the file',
    { timeout: 300_000 },
    async () => {
      const target = path.join(root, 'restored')
      const run = await restore([path.join(root, 'online.tar.gz'), '--data-dir', target])
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      const server = await startServer(target)
      servers.push(server)
      const restoredToken = await signIn(server.origin)
      expect(await customerName(server.origin, restoredToken, customerId)).toBe('备份还原测试有限公司')
      expect(await customerName(server.origin, restoredToken, laterCustomerId)).toBeNull()
      const download = await fetch(`${server.origin}/api/file/download?fileId=${fileId}`, {
        headers: authorized(restoredToken),
      })
      expect(download.status).toBe(200)
      expect(Buffer.from(await download.arrayBuffer()).equals(photo)).toBe(true)
      await server.stop()
    },
  )

  it('backs up a stopped server’s folder, later changes included', { timeout: 180_000 }, async () => {
    await original!.stop()
    const archive = path.join(root, 'offline.tar.gz')
    const run = await backup([archive, '--data-dir', path.join(root, 'original')])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('no server was running')
    const target = path.join(root, 'restored-offline')
    expect((await restore([archive, '--data-dir', target])).code).toBe(0)
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite') })
    try {
      const rows = await database.db
        .select({ name: crmCustomer.name })
        .from(crmCustomer)
        .where(inArray(crmCustomer.id, [customerId, laterCustomerId]))
      expect(rows.map((row) => row.name).sort()).toEqual(['备份之后的客户', '备份还原测试有限公司'].sort())
    } finally {
      await database.close()
    }
  })

  it('refuses to restore into a folder that holds a database, and leaves it as it was', async () => {
    const target = path.join(root, 'restored')
    const before = await folderContents(path.join(target, 'pglite'))
    const run = await restore([path.join(root, 'online.tar.gz'), '--data-dir', target])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('already holds a database: a restore never overwrites')
    expect(await folderContents(path.join(target, 'pglite'))).toEqual(before)
  })

  it('refuses a file that is not a MetroDesk backup, before writing anything', async () => {
    const text = path.join(root, 'notes.txt')
    await fs.writeFile(text, 'not a backup\n')
    const otherArchive = path.join(root, 'other.tar.gz')
    await writeForeignArchive(otherArchive)
    for (const file of [text, otherArchive]) {
      const target = path.join(root, `fresh-${path.basename(file)}`)
      const run = await restore([file, '--data-dir', target])
      expect(run.code, run.stderr).toBe(1)
      expect(run.stderr).toContain('is not a MetroDesk backup')
      expect(await folderContents(target)).toEqual([])
    }
  })

  it('refuses a damaged backup and removes what it had restored', async () => {
    const whole = await fs.readFile(path.join(root, 'online.tar.gz'))
    // Cut in gzip's trailer: every entry is read before the archive turns out to be short.
    const cut = path.join(root, 'cut.tar.gz')
    await fs.writeFile(cut, whole.subarray(0, whole.byteLength - 4))
    const target = path.join(root, 'restored-cut')
    const run = await restore([cut, '--data-dir', target])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('is not a MetroDesk backup, or it is damaged')
    expect(await folderContents(target)).toEqual([])
  })

  it('points to pg_dump when the server is configured for PostgreSQL', async () => {
    const run = await backup([path.join(root, 'never.tar.gz')], {
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    })
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('pg_dump')
    expect(await folderContents(root)).not.toContain('never.tar.gz')
  })
})
