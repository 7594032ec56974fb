/**
 * `npm run restore -- FILE [--data-dir DIR]`
 *
 * Restores a backup made by `npm run backup` into a fresh DATA_DIR (or DIR): its database folder and files
 * folder must be empty or absent, so a restore never overwrites anything. Then `npm run serve` (with
 * DATA_DIR=DIR) starts on the restored data, bringing them up to date by the migrations if the backup is
 * older than this version.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { readArchiveManifest } from './backup/archive-read'
import { BackupRefusal, embeddedFolders, fromUserFolder, runCli } from './backup/cli'
import { assertFresh, restoreInto } from './backup/restore-into'

const USAGE = 'Usage: npm run restore -- FILE [--data-dir DIR]'

runCli(async () => {
  const { values, positionals } = parseArgs({
    options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  })
  if (values.help) return console.log(USAGE)
  const [named] = positionals
  if (named === undefined || positionals.length > 1) throw new BackupRefusal(USAGE)
  const file = fromUserFolder(named)
  if (!existsSync(file)) throw new BackupRefusal(`${file} does not exist.`)
  const dataDirOption = values['data-dir']
  const folders = embeddedFolders(dataDirOption)
  // Both refusals before anything is written: a wrong file, a folder that holds data.
  const manifest = await readArchiveManifest(file)
  await assertFresh(folders)
  const restored = await restoreInto(file, folders)
  const dataDir = path.dirname(folders.pgliteDir)
  const start = dataDirOption ? `DATA_DIR=${dataDir} npm run serve` : 'npm run serve'
  console.log(
    `Restored ${file} (made ${manifest.createdAt} by MetroDesk ${manifest.appVersion}) into ${dataDir}: ` +
      `the database and ${restored.files} uploaded files. Start the server on it: ${start}`,
  )
})
