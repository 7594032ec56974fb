import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { randomUUID } from 'node:crypto'

/**
 * Where file bytes live (DESIGN "Scale": a local folder now, an S3-compatible store later behind the
 * same four calls). Keys are relative paths of letters, digits, "-", "_", "." and "/".
 */
export type FileStorage = {
  put: (key: string, content: Readable | Buffer) => Promise<void>
  /** The bytes of a key; the stream errors if the key does not exist (check exists first). */
  get: (key: string) => Readable
  remove: (key: string) => Promise<void>
  exists: (key: string) => Promise<boolean>
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/

/** A key never leaves the storage's folder: no "..", no absolute paths, no backslashes. */
export function assertStorageKey(key: string): void {
  if (key.length > 255 || !KEY.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key: ${key}`)
  }
}

/** The folder of uploaded files: DATA_DIR/files (DATA_DIR defaults to ./data, as in server/config.ts). */
export function defaultFilesDir(env: NodeJS.ProcessEnv = process.env): string {
  const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..')
  return path.join(path.resolve(env.DATA_DIR ?? path.join(projectRoot, 'data')), 'files')
}

/** Files in a local folder. Writes go to a temporary file first and are renamed, so a key is whole or absent. */
export function createLocalStorage(dir: string): FileStorage {
  const root = path.resolve(dir)
  const pathOf = (key: string) => {
    assertStorageKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, content) {
      const target = pathOf(key)
      const temporary = `${target}.${randomUUID()}.part`
      try {
        if (Buffer.isBuffer(content)) {
          // Most folders exist already (content keys share 256 per tenant): create one only when missing.
          await fs.writeFile(temporary, content).catch(async (error: NodeJS.ErrnoException) => {
            if (error.code !== 'ENOENT') throw error
            await fs.mkdir(path.dirname(target), { recursive: true })
            await fs.writeFile(temporary, content)
          })
        } else {
          // A stream cannot be read twice: its folder first.
          await fs.mkdir(path.dirname(target), { recursive: true })
          await pipeline(content, createWriteStream(temporary))
        }
        await fs.rename(temporary, target)
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
    },
    get(key) {
      return createReadStream(pathOf(key))
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true })
    },
    async exists(key) {
      try {
        return (await fs.stat(pathOf(key))).isFile()
      } catch {
        return false
      }
    },
  }
}

/** Reads a whole stream (small files: seeds, tests). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}
