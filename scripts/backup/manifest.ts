import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { BackupRefusal } from './cli'

/*
 * A backup is one .tar.gz: this manifest first (so a wrong file is turned away before anything is written),
 * then the data dir's tar as PGlite dumps it, then the uploaded files under files/, keyed as in DATA_DIR/files.
 */
export const MANIFEST_ENTRY = 'metrodesk-backup.json'
export const DATABASE_ENTRY = 'pglite.tar'
export const FILES_PREFIX = 'files/'

const FORMAT = 'metrodesk-backup'
/** Raised when the layout changes in a way an older restore could not read. */
const FORMAT_VERSION = 1

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.literal('pglite'),
})

export type Manifest = z.infer<typeof manifestSchema>

export async function newManifest(): Promise<Manifest> {
  const packageFile = path.resolve(import.meta.dirname, '..', '..', 'package.json')
  const { version } = JSON.parse(await fs.readFile(packageFile, 'utf8')) as { version: string }
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    appVersion: version,
    database: 'pglite',
  }
}

/** The manifest of a backup's first entry, or a refusal saying why the file is not one this version reads. */
export function readManifest(file: string, name: string, content: Buffer): Manifest {
  const notBackup = new BackupRefusal(`${file} is not a MetroDesk backup (it has no ${MANIFEST_ENTRY} first)`)
  if (name !== MANIFEST_ENTRY) throw notBackup
  let parsed: unknown
  try {
    parsed = JSON.parse(content.toString('utf8'))
  } catch {
    throw notBackup
  }
  const manifest = manifestSchema.safeParse(parsed)
  if (!manifest.success) throw notBackup
  if (manifest.data.formatVersion > FORMAT_VERSION) {
    throw new BackupRefusal(
      `${file} was made by a newer MetroDesk (${manifest.data.appVersion}, backup format ` +
        `${manifest.data.formatVersion}): restore it with that version or a later one`,
    )
  }
  return manifest.data
}
