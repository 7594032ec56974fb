import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'

/*
 * The independent witnesses of the issued documents: poppler's pdfsig and pdfdetach read the PDF as a reader
 * would, libxml2's xmllint checks each Digital Calibration Certificate against the official PTB schema kept in
 * the repository (offline). CI installs them; without them these checks fail rather than pass unseen.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
export const DCC_SCHEMA = path.join(ROOT, 'server/modules/dcc/schema/dcc.xsd')
const DCC_DIR = path.join(ROOT, 'test-results/dcc')

type Run = { status: number | null; stdout: string; stderr: string }

function run(tool: string, args: string[], install: string): Run {
  const done = spawnSync(tool, args, { encoding: 'utf8' })
  if (done.error)
    throw new Error(
      `${tool} could not be run (${done.error.message}): install ${install} (apt-get install ${install})`,
    )
  return { status: done.status, stdout: done.stdout, stderr: done.stderr }
}

export const xmllint = (args: string[]) => run('xmllint', args, 'libxml2-utils')

/** pdfsig's report of a PDF's signatures, stdout and stderr together. */
export function pdfsig(file: string): { output: string; status: number | null } {
  const done = run('pdfsig', [file], 'poppler-utils')
  return { output: `${done.stdout}${done.stderr}`, status: done.status }
}

/** The names of the files embedded in a PDF, as pdfdetach lists them. */
export function pdfAttachments(file: string): string[] {
  const done = run('pdfdetach', ['-list', file], 'poppler-utils')
  expect(done.status, done.stderr).toBe(0)
  return done.stdout
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/^\s*\d+:\s*/, '').trim())
    .filter(Boolean)
}

/** The embedded file `index` (1-based) of a PDF, as text. */
export function pdfAttachmentText(file: string, index: number, out: string): string {
  const done = run('pdfdetach', ['-save', String(index), '-o', out, file], 'poppler-utils')
  expect(done.status, done.stderr).toBe(0)
  return spawnSync('cat', [out], { encoding: 'utf8' }).stdout
}

export function saveXml(name: string, xml: string): string {
  mkdirSync(DCC_DIR, { recursive: true })
  const file = path.join(DCC_DIR, `${name}.xml`)
  writeFileSync(file, xml, 'utf8')
  return file
}

/** Validates a DCC against the stored schema (no network) and answers its file for queries. */
export function validatedDcc(name: string, xml: string): string {
  const file = saveXml(name, xml)
  const done = xmllint(['--nonet', '--noout', '--schema', DCC_SCHEMA, file])
  expect(done.status, `${file} is not a valid DCC:\n${done.stderr}`).toBe(0)
  return file
}

/** The width × height of each image drawn in a PDF, as pdfimages lists them. */
export function pdfImageSizes(file: string): string[] {
  const done = run('pdfimages', ['-list', file], 'poppler-utils')
  expect(done.status, done.stderr).toBe(0)
  return done.stdout
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cells) => cells.length > 4)
    .map((cells) => `${cells[3]}x${cells[4]}`)
}
