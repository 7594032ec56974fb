import path from 'node:path'
import { readConfig } from '../../server/config'

/**
 * A path given on the command line, taken from the folder the user typed it in: `npm run` moves to the project
 * folder first, and says where it came from in INIT_CWD.
 */
export function fromUserFolder(given: string, env = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), given)
}

/** A reason not to go on that the user can act on: printed alone, without a stack. */
export class BackupRefusal extends Error {}

export type EmbeddedFolders = { pgliteDir: string; filesDir: string }

/**
 * The folders of the embedded database, as the server finds them (DATA_DIR, by default data/), or under
 * --data-dir. With DATABASE_URL set the server uses PostgreSQL, whose backups these commands do not make.
 */
export function embeddedFolders(dataDirOption: string | undefined, env = process.env): EmbeddedFolders {
  if (dataDirOption === undefined && env.DATABASE_URL) {
    throw new BackupRefusal(
      'DATABASE_URL is set, so MetroDesk uses PostgreSQL: back it up with pg_dump and restore it with ' +
        'pg_restore (docs/database.md, "Backup and restore"). These commands are for the embedded database; ' +
        'unset DATABASE_URL, or name its folder with --data-dir.',
    )
  }
  const dataDir = dataDirOption === undefined ? {} : { DATA_DIR: fromUserFolder(dataDirOption, env) }
  const config = readConfig({ ...env, DATABASE_URL: '', ...dataDir })
  if (config.database.kind !== 'pglite') throw new Error('unreachable: DATABASE_URL was cleared')
  return { pgliteDir: config.database.dataDir, filesDir: config.filesDir }
}

/** Runs a command's body: a refusal is printed as its message, anything else with its stack; both exit 1. */
export function runCli(body: () => Promise<void>): void {
  body().catch((error: unknown) => {
    console.error(error instanceof BackupRefusal ? error.message : error)
    process.exitCode = 1
  })
}
