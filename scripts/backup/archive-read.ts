import { createReadStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { extract as tarExtract } from 'tar-stream'
import { BackupRefusal } from './cli'
import { drained } from './drained'
import { readManifest, type Manifest } from './manifest'

export type ArchiveEntry = { name: string; type: string; size: number; read: () => Promise<Buffer> }

/** A manifest is a few hundred bytes; more means the first entry is something else. */
const MANIFEST_MAX_BYTES = 64 * 1024

/**
 * The entries of a .tar.gz in order; an entry is read whole if at all (the database's tar is loaded from
 * memory anyway, and an uploaded file is at most a few megabytes), else skipped. A file that is not a gzip'd
 * tar, or is cut short, is refused.
 */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const damaged = (error: unknown) => {
    if (error instanceof BackupRefusal) return error
    const why = error instanceof Error ? error.message : String(error)
    return new BackupRefusal(`${file} is not a MetroDesk backup, or it is damaged (${why}).`)
  }
  const extract = tarExtract()
  const stopped = new Error('stopped reading the archive')
  // Node's pipeline feeds tar-stream's (streamx) writable through a function: it would take the stream for
  // one of its own, and the function can stop when the reader below gives up early.
  const feeding = pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      if (extract.destroyed) throw stopped
      if (!extract.write(chunk)) await drained(extract)
    }
    extract.end(null)
  }).catch((error: unknown) => {
    if (error !== stopped) extract.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  try {
    for await (const entry of extract) {
      let read: Promise<Buffer> | null = null
      const readAll = async () => {
        const chunks: Buffer[] = []
        try {
          for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array))
        } catch (error) {
          throw damaged(error)
        }
        return Buffer.concat(chunks)
      }
      const { name, type, size } = entry.header
      yield { name, type, size, read: () => (read ??= readAll()) }
      await (read ?? readAll())
    }
  } catch (error) {
    throw damaged(error)
  } finally {
    extract.destroy()
    await feeding
  }
}

/** The backup's manifest, read before anything is written; a file that is not a backup is refused. */
export async function readArchiveManifest(file: string): Promise<Manifest> {
  for await (const entry of archiveEntries(file)) {
    if (entry.size > MANIFEST_MAX_BYTES) break
    return readManifest(file, entry.name, await entry.read())
  }
  throw new BackupRefusal(`${file} is not a MetroDesk backup (it does not begin with a MetroDesk manifest).`)
}
