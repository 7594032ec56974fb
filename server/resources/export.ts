import { PassThrough } from 'node:stream'
import { once } from 'node:events'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import { formatAmount, sumRounded } from '@/domain/money/round'
import {
  localize,
  type ResourceDeclaration,
  type ResourceField,
  type SearchPayload,
} from '@/domain/resources'
import { queryRows, type Db, type Tx } from '../db/database'
import { withTenant } from '../db/tenant-scope'
import { badRequest } from '../http/errors'
import { translate, type Locale } from '../http/messages'
import type { ResourceRecord } from './schemas'
import { searchCountQuery, searchIdsQuery } from '../search/compile'
import { compiled, recordsByIds, type ResourceContext } from './service'
import { labDateTime } from '@/domain/labClock'

/** More rows than this is no longer an export but a data dump; the user narrows the search instead. */
export const EXPORT_MAX_ROWS = 100_000
/**
 * Rows fetched per short transaction; between batches other requests get the (PGlite: only) connection.
 * A batch of 5000 takes tens of milliseconds on 1,000,000 instruments; 1000 made 50 round trips of a
 * transaction each for 50,000 rows.
 */
export const EXPORT_BATCH = 5000

/** Timestamps are written on the lab's clock, as people read them on certificates. */
export const labTime = labDateTime

/** The columns to write: the user's visible ones in their order, else the list fields not hidden. */
export function exportColumns(resource: ResourceDeclaration, requested: readonly string[] | undefined) {
  const byName = new Map(resource.fields.map((field) => [field.name, field]))
  // Names the table shows besides fields (selection, operations) are simply not exported.
  const chosen = (requested ?? []).flatMap((name) => byName.get(name) ?? [])
  if (chosen.length > 0) return [...new Set(chosen)]
  return resource.fields.filter((field) => field.list !== false && !field.hidden)
}

/** Per field name, its option labels by key (dictionary and fixed-option fields only). */
type Labels = Map<string, Map<string, string>>

const labelsOf = (labels: Labels, field: string) => {
  const own = labels.get(field) ?? new Map<string, string>()
  labels.set(field, own)
  return own
}

/** Labels of the dictionary and fixed-option fields among the columns. */
async function optionLabels(
  tx: Tx,
  columns: readonly ResourceField[],
  tenantId: string,
  locale: Locale,
): Promise<Labels> {
  const labels: Labels = new Map()
  const wanted = new Map<string, { category: number; code: string; fields: string[] }>()
  for (const field of columns) {
    const source = field.source
    if (!source) continue
    if ('options' in source) {
      for (const option of source.options)
        labelsOf(labels, field.name).set(String(option.value), localize(option.label, locale))
    } else if ('dict' in source || 'dictBiz' in source) {
      const category = 'dict' in source ? 1 : 2
      const code = 'dict' in source ? source.dict : source.dictBiz
      const entry = wanted.get(`${category}:${code}`) ?? { category, code, fields: [] }
      entry.fields.push(field.name)
      wanted.set(`${category}:${code}`, entry)
    }
  }
  for (const { category, code, fields } of wanted.values()) {
    const rows = await queryRows<{
      dict_key: string
      dict_value: string
      i18n: Record<string, string> | null
    }>(
      tx,
      sql`select dict_key, dict_value, i18n from dict
          where tenant_id = ${tenantId} and category = ${category} and code = ${code}
            and parent_id is not null and is_deleted = false`,
    )
    for (const row of rows) {
      const label = locale === 'en' ? (row.i18n?.en ?? row.dict_value) : row.dict_value
      for (const name of fields) labelsOf(labels, name).set(row.dict_key, label)
    }
  }
  return labels
}

function cellValue(
  field: ResourceField,
  record: ResourceRecord,
  labels: ReadonlyMap<string, string> | undefined,
): string | number | null {
  const value = record[field.name]
  if (value === null || value === undefined) return null
  const label = labels?.get(String(value))
  if (label !== undefined) return label
  switch (field.data) {
    case 'decimal':
    case 'int':
      return Number(value)
    case 'timestamp':
      return labTime(String(value))
    case 'boolean':
      return value ? 1 : 0
    default:
      return String(value)
  }
}

/** RFC 6266/5987: an ASCII fallback name and the UTF-8 one browsers prefer. */
export function contentDisposition(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

const stamp = () => labDateTime(new Date().toISOString()).replace(/[-: ]/g, '')

/**
 * POST {base}/export: every row matching the search, as an .xlsx streamed while it is written.
 *
 * The matching ids are read first in one short transaction; rows then follow in batches by id, each in
 * its own transaction, waiting for the client to take the bytes between batches. PGlite has a single
 * connection, so holding one transaction for the whole export would stall every other request.
 */
export async function exportResource(options: {
  db: Db
  resource: ResourceDeclaration
  payload: SearchPayload
  columns: readonly string[] | undefined
  context: ResourceContext
  locale: Locale
  reply: FastifyReply
  log: FastifyBaseLogger
}): Promise<FastifyReply> {
  const { db, resource, payload, context, locale, reply, log } = options
  const columns = exportColumns(resource, options.columns)
  const { ids, labels } = await withTenant(db, context.tenantId, async (tx) => {
    const search = compiled(resource, payload, context)
    const found = await queryRows<{ id: string }>(tx, searchIdsQuery(search, EXPORT_MAX_ROWS + 1))
    if (found.length > EXPORT_MAX_ROWS) {
      const [row] = await queryRows<{ total: number | string }>(tx, searchCountQuery(search))
      throw badRequest('resource.exportTooMany', { total: Number(row?.total ?? 0), max: EXPORT_MAX_ROWS })
    }
    return {
      ids: found.map((row) => String(row.id)),
      labels: await optionLabels(tx, columns, context.tenantId, locale),
    }
  })

  const title = localize(resource.label, locale)
  const output = new PassThrough()
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', contentDisposition(`${title}-${stamp()}.xlsx`, `${resource.code}.xlsx`))
    .header('x-total-count', String(ids.length))
    .header('cache-control', 'no-store')
  void writeWorkbook({ db, resource, columns, ids, labels, context, locale, output }).catch(
    (error: unknown) => {
      log.error({ err: error, resource: resource.code }, 'export failed while streaming')
      output.destroy(error instanceof Error ? error : new Error(String(error)))
    },
  )
  return reply.send(output)
}

/** Waits for 'drain', or 'close' when the client is gone (a drain would never come then). */
async function drainedOrClosed(output: PassThrough): Promise<void> {
  const stop = new AbortController()
  // The loser is aborted so no listener piles up over a hundred batches; its AbortError means nothing.
  const wait = (event: string) => once(output, event, { signal: stop.signal }).catch(() => undefined)
  try {
    await Promise.race([wait('drain'), wait('close')])
  } finally {
    stop.abort()
  }
}

async function writeWorkbook(options: {
  db: Db
  resource: ResourceDeclaration
  columns: readonly ResourceField[]
  ids: readonly string[]
  labels: Labels
  context: ResourceContext
  locale: Locale
  output: PassThrough
}) {
  const { db, resource, columns, ids, labels, context, locale, output } = options
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(translate('resource.exportSheet', locale), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  // One style object per column, shared by all its cells: ExcelJS gives every cell a fresh style object and
  // then serialises and looks each one up (half the export's time on 50,000 rows); a style object it has
  // seen before is found by identity.
  const styles: Partial<ExcelJS.Style>[] = [
    {},
    ...columns.map((field) => (field.data === 'decimal' ? { numFmt: '0.00' } : {})),
  ]
  sheet.columns = [
    { header: translate('resource.exportSerial', locale), key: '#', width: 8 },
    ...columns.map((field, index) => ({
      header: localize(field.label, locale),
      key: field.name,
      // Excel widths are in characters; the declaration's are pixels (about 7 px a character).
      width: Math.max(8, Math.round((field.width ?? 110) / 7)),
      ...(field.data === 'decimal' ? { style: styles[index + 1] } : {}),
    })),
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()

  const columnLabels = columns.map((field) => labels.get(field.name))
  const totalFields = columns.filter((field) => field.total)
  const sums = new Map<string, number[]>(totalFields.map((field) => [field.name, []]))
  let serial = 0
  const fetchBatch = (start: number) => {
    const batch = ids.slice(start, start + EXPORT_BATCH)
    const fetched = withTenant(db, context.tenantId, (tx) =>
      recordsByIds(tx, resource, batch, context, columns),
    )
    // Awaited below; should the export stop first (client gone, write failed), its failure means nothing.
    fetched.catch(() => undefined)
    return fetched
  }
  let next = ids.length > 0 ? fetchBatch(0) : undefined
  for (let start = 0; next; start += EXPORT_BATCH) {
    const records = await next
    // PostgreSQL reads the next batch on another connection while this one is written (a third of the
    // time); PGlite runs it between the writes, in its own short transaction like every batch.
    next = start + EXPORT_BATCH < ids.length ? fetchBatch(start + EXPORT_BATCH) : undefined
    for (const record of records) {
      serial += 1
      const row = sheet.addRow([
        serial,
        ...columns.map((field, index) => cellValue(field, record, columnLabels[index])),
      ])
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cell.style = styles[column - 1] ?? {}
      })
      row.commit()
      for (const field of totalFields) {
        const value = record[field.name]
        if (value !== null && value !== undefined) sums.get(field.name)?.push(Number(value))
      }
    }
    // Let the client take what is written before fetching more, and let other requests run meanwhile.
    if (output.writableNeedDrain) await drainedOrClosed(output)
    await new Promise((resolve) => setImmediate(resolve))
    // The client went away (tab closed, download cancelled): no point reading further batches.
    if (output.destroyed) return
  }

  if (totalFields.length > 0) {
    const totals = sheet.addRow([
      translate('resource.exportTotal', locale),
      ...columns.map((field) => {
        const values = sums.get(field.name)
        // Exact decimal sum, banker's rounding to 2 decimals (spec §9); a number cell shown as 0.00.
        return values ? Number(formatAmount(sumRounded(values))) : null
      }),
    ])
    totals.font = { bold: true }
    totals.commit()
  }
  sheet.commit()
  await workbook.commit()
}
