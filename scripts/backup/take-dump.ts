import fs from 'node:fs/promises'
import path from 'node:path'
import { dumpDatabase } from '../../server/db/backup-dump'
import { claimDataDir, DataDirBusyError, type DataDirGuard } from '../../server/db/backup-socket'
import { openDatabase } from '../../server/db/open'
import { BackupRefusal } from './cli'
import { requestDump } from './request-dump'

export type Dump = { tar: Uint8Array; byServer: boolean }

/**
 * A consistent dump of the PGlite folder: made by the server that holds it when one runs; otherwise the
 * folder is opened here, holding its guard meanwhile, so that a server started in the meantime refuses to open it.
 */
export async function takeDump(pgliteDir: string): Promise<Dump> {
  const exists = await fs.stat(path.join(pgliteDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  )
  if (!exists) throw new BackupRefusal(`There is no embedded database in ${pgliteDir}: nothing to back up.`)
  let guard: DataDirGuard
  try {
    guard = await claimDataDir(pgliteDir)
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error
    return { tar: await requestDump(pgliteDir), byServer: true }
  }
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir })
    try {
      return { tar: await dumpDatabase(database), byServer: false }
    } finally {
      await database.close()
    }
  } finally {
    await guard.release()
  }
}
