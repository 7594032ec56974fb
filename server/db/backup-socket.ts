import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { DatabaseConfig } from '../config'

/*
 * The guard of an embedded database's folder: a local socket beside it (DATA_DIR/pglite.sock).
 *
 * PGlite runs inside the server process and locks nothing, so a second process that opened the folder (a
 * backup, another server) would read files mid-write or corrupt them. Whoever listens on the socket holds the
 * folder; anyone else connects to it instead, and may ask the holder for a dump, which the holder takes
 * between two statements (see backup-dump.ts). Why a socket rather than a pid file and a signal: a live
 * listener cannot be a recycled pid, the dump and any error come back over the same connection with no
 * polling, and only the folder's owner can connect (the file is mode 600). Why not an HTTP route: it would
 * be reachable from the network and need an account; this one is reachable only through the file system.
 */

export const DUMP_REQUEST = 'dump'

/** The first line of an answer; after `ok: true`, exactly `bytes` bytes of the data dir's tar follow. */
export type DumpAnswerHead = { ok: true; bytes: number } | { ok: false; error: string }

export class DataDirBusyError extends Error {}

export type DataDirGuard = {
  /** From now on a dump request is answered with this function's tar (until then: "try again shortly"). */
  serveDumps: (dump: () => Promise<Uint8Array>) => void
  release: () => Promise<void>
}

/** Where the guard of a PGlite data dir listens; the same for every process that names the same folder. */
export function guardSocketPath(pgliteDir: string): string {
  const resolved = path.resolve(pgliteDir)
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 24)
  if (process.platform === 'win32') return `\\\\.\\pipe\\metrodesk-${hash}`
  const beside = `${resolved}.sock`
  // A socket's path holds 104 bytes on macOS, 108 on Linux, and Node cuts a longer one silently. A deep
  // DATA_DIR falls back to the temporary folder (mode 600 still keeps other users out).
  return Buffer.byteLength(beside) <= 100 ? beside : path.join(os.tmpdir(), `metrodesk-${hash}.sock`)
}

/**
 * Throws unless the guard may be trusted with a dump: beside the folder only its owner can make it, but in the
 * temporary folder anyone could, so there it must belong to the folder's owner.
 */
export async function assertTrustedGuard(pgliteDir: string, socketPath: string): Promise<void> {
  if (process.platform === 'win32' || socketPath === `${path.resolve(pgliteDir)}.sock`) return
  const [socket, folder] = await Promise.all([fs.stat(socketPath), fs.stat(pgliteDir)])
  if (socket.uid !== folder.uid) {
    throw new Error(`${socketPath} belongs to another user than ${pgliteDir}: not asking it for a dump`)
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code

function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** Whether a live process listens on the socket (a file left by a killed one refuses the connection). */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath)
    probe.once('connect', () => {
      probe.end()
      resolve(true)
    })
    probe.once('error', (error) => {
      const code = codeOf(error)
      resolve(code !== 'ECONNREFUSED' && code !== 'ENOENT')
    })
  })
}

function writeHead(socket: net.Socket, head: DumpAnswerHead): void {
  socket.write(`${JSON.stringify(head)}\n`)
}

async function answer(socket: net.Socket, request: string, dump: (() => Promise<Uint8Array>) | null) {
  if (request !== DUMP_REQUEST) {
    writeHead(socket, { ok: false, error: `unknown request "${request.slice(0, 20)}"` })
  } else if (!dump) {
    writeHead(socket, {
      ok: false,
      error:
        'the process holding the folder cannot dump it now (a server still starting, or a backup or restore): try again shortly',
    })
  } else {
    try {
      const bytes = await dump()
      writeHead(socket, { ok: true, bytes: bytes.byteLength })
      socket.write(bytes)
    } catch (error) {
      writeHead(socket, { ok: false, error: error instanceof Error ? error.message : String(error) })
    }
  }
  socket.end()
}

/**
 * Takes the folder's guard, or throws DataDirBusyError if another live process holds it. Call it before the
 * database opens.
 */
export async function claimDataDir(pgliteDir: string): Promise<DataDirGuard> {
  const socketPath = guardSocketPath(pgliteDir)
  let dump: (() => Promise<Uint8Array>) | null = null
  const server = net.createServer((socket) => {
    // A requester that goes away must not take the server down with it.
    socket.on('error', () => socket.destroy())
    socket.setTimeout(60_000, () => socket.destroy())
    let received = ''
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8')
      const end = received.indexOf('\n')
      if (end < 0) {
        if (received.length > 100) socket.destroy()
        return
      }
      socket.off('data', onData)
      socket.setTimeout(0)
      void answer(socket, received.slice(0, end).trim(), dump)
    }
    socket.on('data', onData)
  })
  try {
    await listen(server, socketPath)
  } catch (error) {
    if (codeOf(error) !== 'EADDRINUSE') throw error
    if (await answers(socketPath)) {
      throw new DataDirBusyError(
        `${pgliteDir} is in use by another MetroDesk process (a server or a backup): its guard ${socketPath} answers`,
      )
    }
    // Left by a process that ended without closing it (killed, or the machine stopped).
    await fs.rm(socketPath, { force: true })
    await listen(server, socketPath)
  }
  if (process.platform !== 'win32') await fs.chmod(socketPath, 0o600)
  return {
    serveDumps(fn) {
      dump = fn
    },
    // Closing also removes the socket's file.
    release: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * The server's guard: none for PostgreSQL or an in-memory database. A folder held by another process ends
 * the start with a message. If the socket cannot be made (a file system without sockets, say) the server
 * still starts, without this protection or online backups.
 */
export async function guardDatabase(config: DatabaseConfig): Promise<DataDirGuard | null> {
  if (config.kind !== 'pglite' || config.dataDir === 'memory://') return null
  await fs.mkdir(path.dirname(config.dataDir), { recursive: true })
  try {
    return await claimDataDir(config.dataDir)
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(`Not started: ${error.message}`)
      process.exit(1)
    }
    console.warn(
      `No guard socket for ${config.dataDir} (npm run backup will need the server stopped):`,
      error,
    )
    return null
  }
}
