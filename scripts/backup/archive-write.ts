import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { pack as tarPack, type Pack } from 'tar-stream'
import { BackupRefusal } from './cli'
import { drained } from './drained'
import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_ENTRY, type Manifest } from './manifest'

type EntryHead = { name: string; size: number; mtime: Date }

/** Adds one entry, its bytes streamed; resolves once the archive has taken them (so memory stays flat). */
async function addEntry(pack: Pack, head: EntryHead, chunks: AsyncIterable<Uint8Array> | Uint8Array) {
  let sink: ReturnType<Pack['entry']> | undefined
  const taken = new Promise<void>((resolve, reject) => {
    sink = pack.entry({ ...head, type: 'file', mode: 0o644 }, (error) => (error ? reject(error) : resolve()))
  })
  if (!sink) throw new Error('tar-stream made no entry')
  const entry = sink
  const source = chunks instanceof Uint8Array ? [chunks] : chunks
  for await (const chunk of source) {
    if (!entry.write(chunk)) await drained(entry)
  }
  entry.end(null)
  await taken
}

/** The uploaded files' paths relative to the folder, sorted; the temporary files of writes under way left out. */
async function listFiles(filesDir: string): Promise<string[]> {
  const names = await fs.readdir(filesDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  return names.filter((name) => !name.endsWith('.part')).sort()
}

/** Adds a file if it is (still) a regular file; answers whether it did. */
async function addFile(pack: Pack, filesDir: string, relative: string): Promise<boolean> {
  const handle = await fs.open(path.join(filesDir, relative)).catch((error: NodeJS.ErrnoException) => {
    // Removed since the listing: a removal that committed after the dump, whose restored record will lack
    // its bytes (the one gap of an online backup; a backup of a stopped server has none).
    if (error.code === 'ENOENT' || error.code === 'EISDIR') return null
    throw error
  })
  if (!handle) return false
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) return false
    const name = FILES_PREFIX + relative.split(path.sep).join('/')
    await addEntry(pack, { name, size: stat.size, mtime: stat.mtime }, handle.createReadStream())
    return true
  } finally {
    await handle.close()
  }
}

export type WrittenArchive = { files: number; bytes: number }

/**
 * Writes the backup archive: the manifest, the database's tar, then the files. The files are read after the
 * dump was taken: a file's bytes are stored before its record commits, so every file the dump names is on
 * disk by then. The archive is written under a temporary name and renamed, so a cut-short run leaves no file
 * that looks like a backup.
 */
export async function writeArchive(
  target: string,
  parts: { manifest: Manifest; databaseTar: Uint8Array; filesDir: string },
): Promise<WrittenArchive> {
  const exists = await fs.stat(target).then(
    () => true,
    () => false,
  )
  if (exists) throw new BackupRefusal(`${target} exists already: name another file.`)
  const temporary = `${target}.${process.pid}.part`
  const pack = tarPack()
  // An async generator rather than the pack itself: Node's pipeline would take tar-stream's (streamx)
  // stream for one of its own.
  const writing = pipeline(
    async function* () {
      for await (const chunk of pack) yield chunk as Uint8Array
    },
    createGzip(),
    createWriteStream(temporary, { flags: 'wx' }),
  )
  writing.catch((error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))))
  let files = 0
  try {
    const now = new Date()
    const manifest = Buffer.from(`${JSON.stringify(parts.manifest, null, 2)}\n`)
    await addEntry(pack, { name: MANIFEST_ENTRY, size: manifest.byteLength, mtime: now }, manifest)
    const database = parts.databaseTar
    await addEntry(pack, { name: DATABASE_ENTRY, size: database.byteLength, mtime: now }, database)
    for (const relative of await listFiles(parts.filesDir)) {
      if (await addFile(pack, parts.filesDir, relative)) files++
    }
    pack.finalize()
    await writing
    await fs.rename(temporary, target)
  } catch (error) {
    pack.destroy()
    await writing.catch(() => {})
    await fs.rm(temporary, { force: true })
    throw error
  }
  return { files, bytes: (await fs.stat(target)).size }
}
