import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * The chaos test's own world: a server it can kill and start again (same embedded database folder), and a
 * proxy in front of it that the browser talks to, which can answer 500 to some requests — before the server
 * saw them, or after it did the work (the nastier case: the work is done but the client hears a failure).
 */

const projectRoot = path.resolve(import.meta.dirname, '..', '..')

export type ChaosServer = {
  port: number
  dataDir: string
  start: () => Promise<void>
  /** Kills the process the hard way (a crash, not a shutdown) and waits until it is gone. */
  kill: () => Promise<void>
  restart: () => Promise<void>
  dispose: () => Promise<void>
  /** Times the server answered after a start, and times kill() ended a running process (the test's evidence). */
  starts: number
  crashes: number
}

async function waitForServer(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const up = await new Promise<boolean>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/openapi.json' }, (response) => {
        response.resume()
        resolve(response.statusCode === 200)
      })
      request.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server did not answer on port ${port} within ${timeoutMs} ms`)
}

export async function createChaosServer(port: number): Promise<ChaosServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-chaos-'))
  let child: ChildProcess | null = null
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(process.env.E2E_DIST ? { STATIC_DIR: process.env.E2E_DIST } : {}),
  }
  const server: ChaosServer = {
    port,
    dataDir,
    starts: 0,
    crashes: 0,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: projectRoot,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      await waitForServer(port, child, 180_000)
      server.starts++
    },
    async kill() {
      const running = child
      child = null
      if (!running || running.exitCode !== null) return
      const gone = new Promise((resolve) => running.once('exit', resolve))
      running.kill('SIGKILL')
      await gone
      server.crashes++
    },
    async restart() {
      await server.kill()
      await server.start()
    },
    async dispose() {
      await server.kill()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
  return server
}

export type FaultProxy = {
  port: number
  /** Probability that a POST whose path matches `faultPaths` answers 500 (half of those after the server did the work). */
  failureRate: number
  faultPaths: RegExp
  /** Requests answered 500 so far, and of those the ones the server had done. */
  injected: { before: number; after: number }
  close: () => Promise<void>
}

export async function createFaultProxy(
  port: number,
  targetPort: number,
  random: () => number,
): Promise<FaultProxy> {
  const proxy: FaultProxy = {
    port,
    failureRate: 0,
    faultPaths: /^\/api\/(file\/upload|crm\/registration\/submit)/,
    injected: { before: 0, after: 0 },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const fail = (response: http.ServerResponse) => {
    if (response.headersSent) return
    response.writeHead(500, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ code: 500, success: false, msg: '服务器内部错误', data: null }))
  }
  const server = http.createServer((request, response) => {
    const faulty =
      request.method === 'POST' && proxy.faultPaths.test(request.url ?? '') && random() < proxy.failureRate
    const after = faulty && random() < 0.5
    if (faulty && !after) {
      proxy.injected.before++
      request.resume()
      request.once('end', () => fail(response))
      return
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        if (after) {
          proxy.injected.after++
          answer.resume()
          answer.once('end', () => fail(response))
          return
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    // The server is down (restarting): the browser sees the connection drop, as with a dead server.
    upstream.once('error', () => response.destroy())
    request.pipe(upstream)
  })
  // The live channel's websocket: passed through as raw bytes.
  server.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(targetPort, '127.0.0.1', () => {
      const lines = [`${request.method} ${request.url} HTTP/1.1`]
      for (let index = 0; index < request.rawHeaders.length; index += 2) {
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`)
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.once('error', () => socket.destroy())
    socket.once('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return proxy
}

/** A small deterministic generator (mulberry32), so a failing chaos run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
