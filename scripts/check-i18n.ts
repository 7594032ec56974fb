import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/**
 * Extracts messages from the code into the catalogs, then fails if any message of any locale lacks a
 * translation: a string added to the UI without its zh and en entries cannot land.
 */
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })
let missing = 0
for (const locale of ['zh', 'en']) {
  const file = `src/locales/${locale}/messages.po`
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? ''
    if (line === 'msgstr ""' && !next.startsWith('"')) {
      const id = lines.slice(Math.max(0, index - 3), index).find((l) => l.startsWith('msgid')) ?? ''
      console.error(`${file}:${index + 1}: no translation for ${id}`)
      missing++
    }
  })
}
if (missing > 0) {
  console.error(`${missing} message(s) without a translation`)
  process.exit(1)
}
console.log('i18n catalogs complete (zh, en)')
