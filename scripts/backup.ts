/**
 * `npm run backup [-- FILE] [--data-dir DIR]`
 *
 * Backs up the embedded database and the uploaded files (DATA_DIR, or DIR) into one .tar.gz, by default
 * metrodesk-YYYY-MM-DD-HHMMSS.tar.gz in the current folder, while the server runs or not. A running server
 * makes the database's dump itself (server/db/backup-socket.ts says why and how). Restore with
 * `npm run restore -- FILE`; docs/database.md has the details.
 */
import { parseArgs } from 'node:util'
import { writeArchive } from './backup/archive-write'
import { BackupRefusal, embeddedFolders, fromUserFolder, runCli } from './backup/cli'
import { newManifest } from './backup/manifest'
import { takeDump } from './backup/take-dump'

const USAGE = 'Usage: npm run backup [-- FILE] [--data-dir DIR]'

const two = (n: number) => String(n).padStart(2, '0')

/** metrodesk-YYYY-MM-DD-HHMMSS.tar.gz, in local time: the name an operator looks for by date. */
function defaultName(now = new Date()): string {
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
  const time = `${two(now.getHours())}${two(now.getMinutes())}${two(now.getSeconds())}`
  return `metrodesk-${date}-${time}.tar.gz`
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  })
  if (values.help) return console.log(USAGE)
  if (positionals.length > 1) throw new BackupRefusal(USAGE)
  const target = fromUserFolder(positionals[0] ?? defaultName())
  const folders = embeddedFolders(values['data-dir'])
  const dump = await takeDump(folders.pgliteDir)
  const written = await writeArchive(target, {
    manifest: await newManifest(),
    databaseTar: dump.tar,
    filesDir: folders.filesDir,
  })
  const how = dump.byServer ? 'dumped by the running server' : 'no server was running'
  console.log(
    `Backed up the embedded database (${how}) and ${written.files} uploaded files to ${target} ` +
      `(${megabytes(written.bytes)}).`,
  )
})
