import net from 'node:net'
import {
  assertTrustedGuard,
  DUMP_REQUEST,
  guardSocketPath,
  type DumpAnswerHead,
} from '../../server/db/backup-socket'
import { BackupRefusal } from './cli'

function parseHead(line: string): DumpAnswerHead {
  const head = JSON.parse(line) as Partial<{ ok: boolean; bytes: number; error: string }>
  if (head.ok === true && typeof head.bytes === 'number') return { ok: true, bytes: head.bytes }
  return { ok: false, error: typeof head.error === 'string' ? head.error : `unexpected answer ${line}` }
}

/** Asks the process that holds the PGlite folder (the running server) for a dump of it, over its guard socket. */
export async function requestDump(pgliteDir: string): Promise<Uint8Array> {
  const socketPath = guardSocketPath(pgliteDir)
  await assertTrustedGuard(pgliteDir, socketPath)
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath)
    const chunks: Buffer[] = []
    socket.on('connect', () => socket.write(`${DUMP_REQUEST}\n`))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const all = Buffer.concat(chunks)
      const newline = all.indexOf(0x0a)
      if (newline < 0) return reject(new Error('the server closed the connection without an answer'))
      const head = parseHead(all.subarray(0, newline).toString('utf8'))
      if (!head.ok)
        return reject(new BackupRefusal(`The running server could not make a dump: ${head.error}`))
      const tar = all.subarray(newline + 1)
      if (tar.byteLength !== head.bytes) {
        return reject(new Error(`the dump was cut short: ${tar.byteLength} of ${head.bytes} bytes`))
      }
      resolve(new Uint8Array(tar.buffer, tar.byteOffset, tar.byteLength))
    })
  })
}
