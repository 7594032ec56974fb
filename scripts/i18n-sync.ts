import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Brings the catalogs up to date with the code: extracts every message, fills the zh catalog with its own
 * source (Chinese is the source language) and the en catalog from src/locales/en-pending/*.json
 * ({ "中文原文": "English" }), where contributors leave their translations instead of editing the .po files
 * concurrently. A lock folder keeps two runs from writing the catalogs at once. Prints what still lacks an
 * English translation and exits 1 when anything does (unless --allow-missing).
 */

const LOCK = path.join('node_modules', '.cache', 'metrodesk-i18n.lock')
const PENDING_DIR = 'src/locales/en-pending'
/** The catalogs of lingui.config.ts: the staff app's and the public query pages'. */
const CATALOG_DIRS = ['src/locales', 'src/public/locales']

function withLock(fn: () => number): number {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true })
  for (let attempt = 0; ; attempt++) {
    try {
      fs.mkdirSync(LOCK)
      break
    } catch {
      if (attempt > 600) throw new Error(`i18n lock ${LOCK} held for 60 s; remove it if no sync is running`)
      execFileSync('sleep', ['0.1'])
    }
  }
  try {
    return fn()
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true })
  }
}

type Entry = { start: number; end: number; msgid: string; msgstr: string }

/** Reads a PO string that may continue over several quoted lines. */
function readQuoted(lines: string[], index: number, keyword: string): { value: string; next: number } {
  const unquote = (text: string) => JSON.parse(text) as string
  let value = unquote((lines[index] ?? '').slice(keyword.length + 1))
  let next = index + 1
  while ((lines[next] ?? '').startsWith('"')) value += unquote(lines[next++] as string)
  return { value, next }
}

function parseEntries(lines: string[]): Entry[] {
  const entries: Entry[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!(lines[i] ?? '').startsWith('msgid ')) continue
    const id = readQuoted(lines, i, 'msgid')
    if (!(lines[id.next] ?? '').startsWith('msgstr ')) continue
    const str = readQuoted(lines, id.next, 'msgstr')
    entries.push({ start: i, end: str.next, msgid: id.value, msgstr: str.value })
    i = str.next - 1
  }
  return entries
}

function fill(file: string, translate: (msgid: string) => string | undefined): string[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  const missing: string[] = []
  const entries = parseEntries(lines).filter((entry) => entry.msgid !== '')
  for (const entry of entries.reverse()) {
    const translation = entry.msgstr || translate(entry.msgid)
    if (!translation) {
      missing.push(entry.msgid)
      continue
    }
    lines.splice(
      entry.start,
      entry.end - entry.start,
      `msgid ${JSON.stringify(entry.msgid)}`,
      `msgstr ${JSON.stringify(translation)}`,
    )
  }
  fs.writeFileSync(file, lines.join('\n'))
  return missing.reverse()
}

function readPending(): Map<string, string> {
  const pending = new Map<string, string>()
  if (!fs.existsSync(PENDING_DIR)) return pending
  for (const name of fs
    .readdirSync(PENDING_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const entries = JSON.parse(fs.readFileSync(path.join(PENDING_DIR, name), 'utf8')) as Record<
      string,
      string
    >
    for (const [zh, en] of Object.entries(entries)) if (en) pending.set(zh, en)
  }
  return pending
}

const exitCode = withLock(() => {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] })
  const pending = readPending()
  const missing: string[] = []
  for (const catalogs of CATALOG_DIRS) {
    fill(`${catalogs}/zh/messages.po`, (msgid) => msgid)
    missing.push(...fill(`${catalogs}/en/messages.po`, (msgid) => pending.get(msgid)))
  }
  if (missing.length === 0) {
    console.log('i18n catalogs complete (zh, en)')
    return 0
  }
  for (const msgid of missing) console.error(`no English translation: ${JSON.stringify(msgid)}`)
  console.error(
    `${missing.length} message(s) without an English translation: add them to ${PENDING_DIR}/<area>.json`,
  )
  return process.argv.includes('--allow-missing') ? 0 : 1
})
process.exit(exitCode)
