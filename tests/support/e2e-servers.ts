import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/*
 * The browser tests' servers: one per Playwright worker, each with its own copy of one seeded database and of
 * the built app, on its own port (tests/support/e2e-slot.ts says which is a worker's). Seeding once and
 * copying the folder costs seconds; seeding per worker would cost a minute each on a busy machine.
 *
 *   tsx tests/support/e2e-servers.ts <servers> <first port> <folder>
 *
 * Stays in the foreground while the servers run (Playwright stops it, and its process group, at the end); a
 * server that exits on its own stops the others and fails the run.
 */

const [count = '1', firstPort = '8091', root = ''] = process.argv.slice(2)
const servers = Number(count)
if (!root || !Number.isInteger(servers) || servers < 1) {
  throw new Error('usage: e2e-servers.ts <servers> <first port> <folder>')
}
const appDir = path.resolve(process.env.E2E_DIST ?? 'dist')
const template = path.join(root, 'seeded')

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`)
}

/** Until the server answers its API document, or it exits. */
async function answering(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`)
    const up = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/openapi.json' }, (response) => {
        response.resume()
        resolve(response.statusCode === 200)
      })
      request.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

fs.rmSync(root, { recursive: true, force: true })
fs.mkdirSync(root, { recursive: true })
// Migrations, the demo lab and rows enough for a 5,000-row page (the resource table tests).
run(
  process.execPath,
  [
    '--import',
    'tsx',
    'scripts/seed-large.ts',
    '--tenant',
    '100001',
    '--customers',
    '50',
    '--instruments',
    '6000',
  ],
  { DATA_DIR: template, LOG_LEVEL: 'warn' },
)

const children: ChildProcess[] = []
const stopAll = (code: number) => {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGTERM', () => stopAll(0))
process.on('SIGINT', () => stopAll(0))

for (let slot = 0; slot < servers; slot++) {
  const dir = path.join(root, `server-${slot}`)
  fs.cpSync(template, path.join(dir, 'data'), { recursive: true })
  // Its own copy of the app: a test that publishes a new version of the service worker changes its server's.
  fs.cpSync(appDir, path.join(dir, 'app'), { recursive: true })
  const port = Number(firstPort) + slot
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      STATIC_DIR: path.join(dir, 'app'),
      LOG_LEVEL: 'warn',
      SMS_OUTBOX_FILE: path.join(dir, 'sms-outbox.jsonl'),
      CAPTCHA_OUTBOX_FILE: path.join(dir, 'captcha-outbox.jsonl'),
      // Every browser test looks certificates up from 127.0.0.1, so the per-minute limit (10) would make a
      // lookup's success depend on what earlier tests did in that minute. The limits themselves are the API
      // tests' business (tests/api/public-*.test.ts).
      PUBLIC_LOOKUP_PER_MINUTE: '1000',
      // A walk that lets time pass (a certificate expiring) moves the lab's day, and puts it back after.
      LAB_CLOCK_ADJUSTABLE: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.once('exit', (code) => stopAll(code ?? 1))
  children.push(child)
  // One after the other: Playwright waits for the last one's port, so each before it is already answering.
  await answering(port, child)
}
