import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { DatabaseConfig } from '../server/config'

export type CpuUsage = { user: number; system: number }

export type FromServer =
  | { type: 'ready'; port: number; setupMs: number }
  | { type: 'usage'; cpu: CpuUsage; rss: number }
  | { type: 'failed'; message: string }

export type ToServer = { type: 'usage' } | { type: 'stop' }

export type ServerUsage = { cpu: CpuUsage; rss: number }

/** A running API server in a child process. */
export type RunningServer = {
  origin: string
  pid: number
  /** Migration + seed + app start, in the child. */
  setupMs: number
  /** The child's CPU time so far and its resident memory. */
  usage: () => Promise<ServerUsage>
  stop: () => Promise<void>
}

const projectRoot = path.resolve(import.meta.dirname, '..')
const entry = path.join(import.meta.dirname, 'server-process.ts')

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** Forks bench/server-process.ts (through tsx) on a fresh database and waits for its port. */
export function startServer(database: DatabaseConfig, logLevel: string): Promise<RunningServer> {
  const child = fork(entry, [JSON.stringify(database), logLevel], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })

  const stop = async () => {
    if (child.connected) child.send({ type: 'stop' } satisfies ToServer)
    if (await waitForExit(child, 10_000)) return
    child.kill('SIGKILL')
    await waitForExit(child, 5_000)
  }

  const usage = () =>
    new Promise<ServerUsage>((resolve, reject) => {
      const onMessage = (message: FromServer) => {
        if (message.type !== 'usage') return
        child.off('message', onMessage)
        resolve({ cpu: message.cpu, rss: message.rss })
      }
      child.on('message', onMessage)
      if (!child.connected) reject(new Error('the server process is gone'))
      else child.send({ type: 'usage' } satisfies ToServer)
    })

  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`the server process exited before it was ready (code ${code}, signal ${signal})`))
    child.once('exit', onExit)
    child.once('error', reject)
    const onMessage = (message: FromServer) => {
      if (message.type === 'failed') {
        child.off('message', onMessage)
        child.off('exit', onExit)
        void stop().then(() => reject(new Error(`the server failed to start:\n${message.message}`)))
      } else if (message.type === 'ready') {
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve({
          origin: `http://127.0.0.1:${message.port}`,
          pid: child.pid ?? 0,
          setupMs: message.setupMs,
          usage,
          stop,
        })
      }
    }
    child.on('message', onMessage)
  })
}

/**
 * Waits until the API process has (nearly) stopped using CPU: when a run ends, the generator drops its
 * connections but the server still finishes the requests it had accepted, which must not spill into the
 * next measurement or meet a closed database.
 */
export async function waitUntilIdle(server: RunningServer, timeoutMs = 15_000): Promise<void> {
  const stepMs = 250
  const deadline = performance.now() + timeoutMs
  let before = await server.usage()
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, stepMs))
    const after = await server.usage()
    const busyMs = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000
    if (busyMs < stepMs * 0.05) return
    before = after
  }
}
