import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { claimDataDir, DataDirBusyError, type DataDirGuard } from '../../server/db/backup-socket'
import { queryRows } from '../../server/db/database'
import { openDatabase } from '../../server/db/open'
import { createLocalStorage } from '../../server/modules/file/storage'
import { archiveEntries } from './archive-read'
import { BackupRefusal, type EmbeddedFolders } from './cli'
import { DATABASE_ENTRY, FILES_PREFIX, readManifest } from './manifest'

async function isEmptyOrAbsent(folder: string): Promise<boolean> {
  try {
    return (await fs.readdir(folder)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/** A restore never overwrites: both folders must be empty or absent. */
export async function assertFresh(folders: EmbeddedFolders): Promise<void> {
  const dataDir = path.dirname(folders.pgliteDir)
  const advice = `Restore into a new folder (--data-dir), or move ${dataDir} aside first.`
  if (!(await isEmptyOrAbsent(folders.pgliteDir))) {
    throw new BackupRefusal(
      `${folders.pgliteDir} already holds a database: a restore never overwrites. ${advice}`,
    )
  }
  if (!(await isEmptyOrAbsent(folders.filesDir))) {
    throw new BackupRefusal(`${folders.filesDir} already holds files: a restore never overwrites. ${advice}`)
  }
}

async function claim(pgliteDir: string): Promise<DataDirGuard> {
  try {
    return await claimDataDir(pgliteDir)
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new BackupRefusal(`A MetroDesk server (or a backup) is using ${pgliteDir}: stop it first.`)
    }
    throw error
  }
}

/** Fills the two fresh folders from the archive; on any failure they are removed again. */
export async function restoreInto(file: string, folders: EmbeddedFolders): Promise<{ files: number }> {
  await fs.mkdir(path.dirname(folders.pgliteDir), { recursive: true })
  const guard = await claim(folders.pgliteDir)
  try {
    // Checked again while holding the folder: nothing can have started on it since.
    await assertFresh(folders)
    const storage = createLocalStorage(folders.filesDir)
    let databaseTar: Buffer | null = null
    let files = 0
    let first = true
    try {
      for await (const entry of archiveEntries(file)) {
        if (first) {
          readManifest(file, entry.name, await entry.read())
          first = false
        } else if (entry.name === DATABASE_ENTRY) {
          databaseTar = await entry.read()
        } else if (entry.name.startsWith(FILES_PREFIX) && entry.type === 'file') {
          // The storage checks the key: no "..", no absolute path, nothing outside the files folder.
          await storage.put(entry.name.slice(FILES_PREFIX.length), await entry.read())
          files++
        } else {
          throw new BackupRefusal(`${file} holds an unexpected entry "${entry.name}": it is damaged.`)
        }
      }
      if (!databaseTar)
        throw new BackupRefusal(`${file} holds no database (${DATABASE_ENTRY}): it is damaged.`)
      const database = await openDatabase(
        { kind: 'pglite', dataDir: folders.pgliteDir },
        { loadDataDir: new Blob([databaseTar]) },
      )
      try {
        // The migrations' own record: a database that opens but is not MetroDesk's fails here.
        await queryRows(database.db, sql`select 1 from drizzle.__drizzle_migrations limit 1`)
      } finally {
        await database.close()
      }
    } catch (error) {
      await fs.rm(folders.pgliteDir, { recursive: true, force: true })
      await fs.rm(folders.filesDir, { recursive: true, force: true })
      throw error
    }
    return { files }
  } finally {
    await guard.release()
  }
}
