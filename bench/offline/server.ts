import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import type { DatabaseConfig } from '../../server/config'
import { undoOnInterrupt } from './cleanup'

/**
 * The real server (server/main.ts, as `npm run serve` starts it) serving a built folder: the bench page or
 * the app. A child process, so the browser and the server do not share an event loop with the bench.
 */
export type AppServer = {
  origin: string
  dataDir: string
  /** CPU seconds (user + system) the server process has used so far; null where /proc is missing. */
  cpuSeconds: () => Promise<number | null>
  stop: () => Promise<void>
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux build in use). */
const USER_HZ = 100

async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8')
    // The fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th field.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ
  } catch {
    return null
  }
}

const projectRoot = path.resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitForServer(origin: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${origin}/api/openapi.json`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the server did not start in time')
}

/**
 * Starts server/main.ts on a database (migrated and seeded at start) with its files under dataDir.
 * PGlite: DATA_DIR is the parent of the data dir (server/config.ts puts it in DATA_DIR/pglite).
 */
export async function startAppServer(
  database: DatabaseConfig,
  staticDir: string,
  filesParent: string,
): Promise<AppServer> {
  const port = await freePort()
  const dataDir = database.kind === 'pglite' ? path.dirname(database.dataDir) : filesParent
  await fs.mkdir(dataDir, { recursive: true })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  }
  delete env.DATABASE_URL
  if (database.kind === 'postgres') env.DATABASE_URL = database.url
  // node with tsx's loader rather than the tsx command: the child is then the server itself, whose CPU
  // time the sync reports (the tsx command would be a parent process around it).
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server alone (--cpu-prof, say, which NODE_OPTIONS refuses).
  const extraArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...extraArgs, '--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = undoOnInterrupt(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(timer)
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForServer(origin, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, dataDir, cpuSeconds: () => cpuSecondsOf(child.pid), stop }
}
