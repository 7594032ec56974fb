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
import { compiled, recordsByIds, type ResourceContext } from './service'

/** More rows than this is no longer an export but a data dump; the user narrows the search instead. */
export const EXPORT_MAX_ROWS = 100_000
/** Rows fetched per short transaction; between batches other requests get the (PGlite: only) connection. */
export const EXPORT_BATCH = 1000

/** Timestamps in the lab's own time, as people read them on certificates. */
const LAB_TIME_ZONE = 'Asia/Shanghai'
const timeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: LAB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

/** The columns to write: the user's visible ones in their order, else the list fields not hidden. */
export function exportColumns(resource: ResourceDeclaration, requested: readonly string[] | undefined) {
  const byName = new Map(resource.fields.map((field) => [field.name, field]))
  // Names the table shows besides fields (selection, operations) are simply not exported.
  const chosen = (requested ?? []).flatMap((name) => byName.get(name) ?? [])
  if (chosen.length > 0) return [...new Set(chosen)]
  return resource.fields.filter((field) => field.list !== false && !field.hidden)
}

type Labels = Map<string, string>

/** Labels of the dictionary and fixed-option fields among the columns, keyed `${field}\u0000${key}`. */
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
        labels.set(`${field.name}\u0000${option.value}`, localize(option.label, locale))
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
      for (const name of fields) labels.set(`${name}\u0000${row.dict_key}`, label)
    }
  }
  return labels
}

function cellValue(field: ResourceField, record: ResourceRecord, labels: Labels): string | number | null {
  const value = record[field.name]
  if (value === null || value === undefined) return null
  const label = labels.get(`${field.name}\u0000${String(value)}`)
  if (label !== undefined) return label
  switch (field.data) {
    case 'decimal':
    case 'int':
      return Number(value)
    case 'timestamp':
      return timeFormat.format(new Date(String(value)))
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

const stamp = () => timeFormat.format(new Date()).replace(/[-: ]/g, '')

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
    const { from, where, orderBy } = compiled(resource, payload, context)
    const found = await queryRows<{ id: string }>(
      tx,
      sql`select t.id from ${from} where ${where} order by ${orderBy} limit ${EXPORT_MAX_ROWS + 1}`,
    )
    if (found.length > EXPORT_MAX_ROWS) {
      const [row] = await queryRows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from ${from} where ${where}`,
      )
      throw badRequest('resource.exportTooMany', { total: Number(row?.n ?? 0), max: EXPORT_MAX_ROWS })
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
  sheet.columns = [
    { header: translate('resource.exportSerial', locale), key: '#', width: 8 },
    ...columns.map((field) => ({
      header: localize(field.label, locale),
      key: field.name,
      // Excel widths are in characters; the declaration's are pixels (about 7 px a character).
      width: Math.max(8, Math.round((field.width ?? 110) / 7)),
      ...(field.data === 'decimal' ? { style: { numFmt: '0.00' } } : {}),
    })),
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()

  const totalFields = columns.filter((field) => field.total)
  const sums = new Map<string, number[]>(totalFields.map((field) => [field.name, []]))
  let serial = 0
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH)
    const records = await withTenant(db, context.tenantId, (tx) => recordsByIds(tx, resource, batch, context))
    for (const record of records) {
      serial += 1
      sheet.addRow([serial, ...columns.map((field) => cellValue(field, record, labels))]).commit()
      for (const field of totalFields) {
        const value = record[field.name]
        if (value !== null && value !== undefined) sums.get(field.name)?.push(Number(value))
      }
    }
    // Let the client take what is written before fetching more, and let other requests run meanwhile.
    if (output.writableNeedDrain) await once(output, 'drain')
    await new Promise((resolve) => setImmediate(resolve))
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
