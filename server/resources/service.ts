import { sql, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { maskValue } from '@/domain/resources/masking'
import {
  columnOf,
  localize,
  resourceByCode,
  resources,
  type ResourceDeclaration,
  type ResourceField,
  type SearchPayload,
} from '@/domain/resources'
import { queryRows, type Tx } from '../db/database'
import { toPage, type Page } from '../http/envelope'
import { badRequest, notFound } from '../http/errors'
import type { Locale } from '../http/messages'
import { compileSearch, searchCappedCountQuery, searchPageQuery, selectSql } from '../search/compile'
import { regionPath } from '../modules/region/region-data'
import type { ParsedInput, ResourceRecord } from './schemas'
import { changesBetween, recordChange, trackedValues } from './history'
import { submitRuleOf } from './submit-rules'

/** Who asks: the tenant every query is confined to, and (for writes) the user in the audit columns. */
export type ResourceContext = {
  tenantId: string
  userId: string
  /** Extra conditions on `t` (the resource table's alias), e.g. secrets hidden from non-administrators. */
  restrict?: SQL
  /** The reader's data scope over the resource (server/access/data-scope.ts); none reads all of it. */
  dataScope?: SQL
  /** Masked fields (`mask`) the reader is entitled to see in full; the others are answered masked. */
  unmasked?: ReadonlySet<string>
}

/** A record as the reader may see it: masked fields she is not entitled to, masked. */
export function maskedFor(resource: ResourceDeclaration, record: ResourceRecord, context: ResourceContext) {
  for (const field of resource.fields) {
    const value = record[field.name]
    if (!field.mask || context.unmasked?.has(field.name) || typeof value !== 'string') continue
    record[field.name] = maskValue(field.mask.rule, value)
  }
  return record
}

const table = (resource: ResourceDeclaration) => sql.identifier(resource.table)

/** One array parameter, not one per id: the statement stays the same whatever the batch size. */
const idArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/**
 * Rows as the response schema says: timestamps ISO 8601, decimals and dates text, integers numbers. The
 * drivers answer raw text for dates and timestamps, and counts as text on PostgreSQL.
 */
export function normalizeRow(
  resource: ResourceDeclaration,
  row: Record<string, unknown>,
  fields: readonly ResourceField[] = resource.fields,
): ResourceRecord {
  const record: ResourceRecord = { id: String(row.id) }
  for (const field of fields) {
    const value = row[field.name]
    if (value === null || value === undefined) {
      record[field.name] = null
      continue
    }
    switch (field.data) {
      case 'timestamp':
        // The compiled select already answers ISO UTC text (to_char): kept as is, not parsed again.
        record[field.name] =
          typeof value === 'string' && ISO_INSTANT.test(value)
            ? value
            : new Date(value instanceof Date ? value : String(value)).toISOString()
        break
      case 'date':
        record[field.name] =
          value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10)
        break
      case 'int':
        record[field.name] = Number(value)
        break
      case 'boolean':
        record[field.name] = value === true || value === 't' || value === 'true'
        break
      default:
        record[field.name] = String(value)
    }
  }
  return record
}

/** The compiled search with the caller's extra restriction ANDed in. */
export function compiled(resource: ResourceDeclaration, payload: SearchPayload, context: ResourceContext) {
  const search = compileSearch(resource, payload, {
    tenantId: context.tenantId,
    ...(context.dataScope ? { dataScope: context.dataScope } : {}),
  })
  const where = context.restrict ? sql`(${search.where}) and (${context.restrict})` : search.where
  return { ...search, where }
}

/**
 * A page's total counts at most this many matches; beyond, the page says `total: PAGE_TOTAL_CAP,
 * totalCapped: true` ("more than 10,000"). Counting 400,000 matches exactly took seconds on 1,000,000
 * instruments, far more than the page itself; nobody pages that far (the export has its own limit).
 */
export const PAGE_TOTAL_CAP = 10_000

/** One page of the search (spec §3 "Search records"): records in the requested order and the total. */
export async function pageResource(
  tx: Tx,
  resource: ResourceDeclaration,
  payload: SearchPayload,
  paging: { current: number; size: number },
  context: ResourceContext,
): Promise<Page<ResourceRecord> & { totalCapped?: boolean }> {
  const search = compiled(resource, payload, context)
  const [counted] = await queryRows<{ total: number | string }>(
    tx,
    searchCappedCountQuery(search, PAGE_TOTAL_CAP),
  )
  const matched = Number(counted?.total ?? 0)
  const capped = matched > PAGE_TOTAL_CAP
  const total = capped ? PAGE_TOTAL_CAP : matched
  const offset = (paging.current - 1) * paging.size
  // An empty page beyond the end needs no query (and a huge offset would scan for nothing); past a capped
  // total the end is unknown, so the page is asked for.
  const rows =
    offset >= total && !capped
      ? []
      : await queryRows<Record<string, unknown>>(tx, searchPageQuery(search, { offset, limit: paging.size }))
  const page = toPage(
    rows.map((row) => maskedFor(resource, normalizeRow(resource, row), context)),
    total,
    paging.current,
    paging.size,
  )
  return capped ? { ...page, totalCapped: true } : page
}

const EMPTY_SEARCH: SearchPayload = { searchType: 'N', searchParam: { filter: '{}', op: '{}' } }

/**
 * Records by id in the order of `ids` (the export's batches, detail); with `fields`, only those (the
 * export's columns: reading all 25 fields of 50,000 instruments cost PGlite a second more).
 */
export async function recordsByIds(
  tx: Tx,
  resource: ResourceDeclaration,
  ids: readonly string[],
  context: ResourceContext,
  fields?: readonly ResourceField[],
): Promise<ResourceRecord[]> {
  if (ids.length === 0) return []
  const search = compiled(resource, EMPTY_SEARCH, context)
  const select = fields ? selectSql(resource, fields) : search.select
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${select} from ${search.from} where ${search.where} and t.id = any(${idArray(ids)})`,
  )
  const byId = new Map(
    rows.map((row) => [String(row.id), maskedFor(resource, normalizeRow(resource, row, fields), context)]),
  )
  return ids.flatMap((id): ResourceRecord[] => {
    const record = byId.get(id)
    return record ? [record] : []
  })
}

export async function detailResource(
  tx: Tx,
  resource: ResourceDeclaration,
  id: string,
  context: ResourceContext,
): Promise<ResourceRecord> {
  const [record] = await recordsByIds(tx, resource, [id], context)
  if (!record) throw notFound()
  return record
}

/** Lookup fields ({ resource: code }) must point at a live record of that resource in the tenant. */
async function assertReferences(tx: Tx, resource: ResourceDeclaration, input: ParsedInput, tenantId: string) {
  for (const [field, value] of input.values) {
    const source = field.source
    if (!source || value === null || value === '') continue
    if ('resource' in source) {
      const target = resourceByCode(source.resource)
      if (!target) continue
      const rows = await queryRows(
        tx,
        sql`select 1 from ${table(target)} where tenant_id = ${tenantId} and id = ${String(value)}
            and is_deleted = false limit 1`,
      )
      if (rows.length === 0) throw badRequest('crud.referenceMissing')
    } else if ('options' in source || 'dict' in source || 'dictBiz' in source) {
      await assertChoice(tx, field, source, valuesOf(field, value), tenantId)
    }
  }
  void resource
}

/** A select's value as the keys it names (a multiple select sends them comma-separated). */
const valuesOf = (field: ResourceField, value: string | number | boolean) =>
  field.multiple
    ? String(value)
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
    : [String(value)]

/**
 * A select's value is one of its options: the declaration's own, or its dictionary's keys in this lab (a
 * status of 9 where the dictionary knows 1 to 5 is refused, naming the field).
 */
async function assertChoice(
  tx: Tx,
  field: ResourceField,
  source: NonNullable<ResourceField['source']>,
  keys: readonly string[],
  tenantId: string,
) {
  let known: ReadonlySet<string>
  if ('options' in source) known = new Set(source.options.map((option) => String(option.value)))
  else if ('dict' in source || 'dictBiz' in source) {
    const category = 'dict' in source ? 1 : 2
    const code = 'dict' in source ? source.dict : source.dictBiz
    const rows = await queryRows<{ key: string }>(
      tx,
      sql`select dict_key as key from dict
          where tenant_id = ${tenantId} and category = ${category} and code = ${code}
            and parent_id is not null and is_deleted = false and dict_key = any(${sql.param([...keys])}::text[])`,
    )
    known = new Set(rows.map((row) => row.key))
  } else return
  if (keys.some((key) => !known.has(key)))
    throw badRequest('resource.fieldInvalid', { label: field.label, detail: NOT_AN_OPTION })
}

const NOT_AN_OPTION = { zh: '不是可选的值', en: 'not one of its options' }

/**
 * A region field's companion `<name>Name` (areaCode → areaCodeName) is the region's path as people read it
 * (湖南省/长沙市/岳麓区/…), written by the server from its own region data: it never disagrees with the code.
 */
function regionNameEntries(resource: ResourceDeclaration, input: ParsedInput) {
  const entries: { column: string; value: string | null }[] = []
  for (const [field, value] of input.values) {
    if (!field.source || !('region' in field.source)) continue
    const companion = resource.fields.find((candidate) => candidate.name === `${field.name}Name`)
    if (!companion) continue
    const code = value === null || value === undefined ? '' : String(value).trim()
    if (code === '') {
      entries.push({ column: columnOf(companion), value: null })
      continue
    }
    const path = regionPath(code)
    if (path.length === 0) {
      throw badRequest('resource.fieldInvalid', {
        label: field.label,
        detail: { zh: '地区不存在', en: 'unknown region' },
      })
    }
    entries.push({ column: columnOf(companion), value: path.map((region) => region.name).join('/') })
  }
  return entries
}

/**
 * Create (no id) or update a record; answers it as detail does. The declaration's own rule runs first (it may
 * fill values the server derives, and answers the reason a history keeps); a declaration with a history gets
 * the entry of this write.
 */
export async function submitResource(
  tx: Tx,
  resource: ResourceDeclaration,
  input: ParsedInput,
  context: ResourceContext,
): Promise<ResourceRecord> {
  const before =
    input.id && resource.history ? await trackedValues(tx, resource, context.tenantId, input.id) : null
  if (input.id && resource.history && !before) throw notFound()
  const reason = (await submitRuleOf(resource)?.(tx, resource, input, context)) ?? null
  await assertReferences(tx, resource, input, context.tenantId)
  await assertUnique(tx, resource, input, context.tenantId)
  const entries = [
    ...[...input.values].map(([field, value]) => ({ column: columnOf(field), value })),
    ...regionNameEntries(resource, input),
  ]
  const id = input.id ?? uuidv7()
  if (!input.id) {
    const columns = [
      sql.identifier('tenant_id'),
      sql.identifier('id'),
      ...entries.map((entry) => sql.identifier(entry.column)),
      sql.identifier('create_user'),
      sql.identifier('update_user'),
    ]
    const values = [
      sql`${context.tenantId}`,
      sql`${id}`,
      ...entries.map((entry) => sql`${entry.value}`),
      sql`${context.userId}`,
      sql`${context.userId}`,
    ]
    await tx.execute(
      sql`insert into ${table(resource)} (${sql.join(columns, sql`, `)}) values (${sql.join(values, sql`, `)})`,
    )
  } else {
    const assignments = [
      ...entries.map((entry) => sql`${sql.identifier(entry.column)} = ${entry.value}`),
      sql`update_user = ${context.userId}`,
      sql`update_time = now()`,
    ]
    const updated = await queryRows(
      tx,
      sql`update ${table(resource)} set ${sql.join(assignments, sql`, `)}
          where tenant_id = ${context.tenantId} and id = ${input.id} and is_deleted = false returning id`,
    )
    if (updated.length === 0) throw notFound()
  }
  if (resource.history) {
    const after = (await trackedValues(tx, resource, context.tenantId, id))!
    await recordChange(tx, {
      tenantId: context.tenantId,
      resource: resource.code,
      recordId: id,
      action: input.id ? 'update' : 'create',
      changes: changesBetween(before, after, resource),
      userId: context.userId,
      reason,
    })
  }
  return detailResource(tx, resource, id, context)
}

/** Fields declared unique hold a value no other live record of the lab holds (refused naming the field). */
async function assertUnique(tx: Tx, resource: ResourceDeclaration, input: ParsedInput, tenantId: string) {
  for (const [field, value] of input.values) {
    if (!field.unique || value === null || value === '') continue
    const [taken] = await queryRows(
      tx,
      sql`select 1 from ${table(resource)} where tenant_id = ${tenantId} and is_deleted = false
          and ${sql.identifier(columnOf(field))} = ${value}
          ${input.id ? sql`and id <> ${input.id}` : sql``} limit 1`,
    )
    if (taken) throw badRequest('resource.fieldInvalid', { label: field.label, detail: ALREADY_TAKEN })
  }
}

const ALREADY_TAKEN = { zh: '已存在，不能重复', en: 'already used by another record' }

/** Engine resources with a lookup field pointing at `resource`: their live rows block removing it. */
const referencesTo = (resource: ResourceDeclaration) =>
  resources.flatMap((other) =>
    (other.owner ?? 'engine') === 'engine'
      ? other.fields
          .filter((field) => !field.join && field.source && 'resource' in field.source)
          .filter((field) => (field.source as { resource: string }).resource === resource.code)
          .map((field) => ({ other, column: columnOf(field) }))
      : [],
  )

/** Soft delete; a record other records still refer to (a customer with instruments) stays. */
export async function removeResource(
  tx: Tx,
  resource: ResourceDeclaration,
  ids: readonly string[],
  context: ResourceContext,
  locale: Locale,
): Promise<number> {
  const list = idArray(ids)
  for (const { other, column } of referencesTo(resource)) {
    const [blocking] = await queryRows<{ id: string; n: number | string }>(
      tx,
      sql`select ${sql.identifier(column)} as id, count(*) as n from ${table(other)}
          where tenant_id = ${context.tenantId} and is_deleted = false and ${sql.identifier(column)} = any(${list})
          group by ${sql.identifier(column)} order by 2 desc limit 1`,
    )
    if (blocking) {
      const title = await titleOf(tx, resource, blocking.id, context.tenantId)
      throw badRequest('resource.inUse', {
        name: title,
        count: Number(blocking.n),
        child: localize(other.label, locale),
      })
    }
  }
  const removed = await queryRows<{ id: string }>(
    tx,
    sql`update ${table(resource)} set is_deleted = true, update_user = ${context.userId}, update_time = now()
        where tenant_id = ${context.tenantId} and id = any(${list}) and is_deleted = false returning id`,
  )
  if (resource.history)
    for (const { id } of removed)
      await recordChange(tx, {
        tenantId: context.tenantId,
        resource: resource.code,
        recordId: String(id),
        action: 'remove',
        changes: [],
        userId: context.userId,
      })
  return removed.length
}

async function titleOf(tx: Tx, resource: ResourceDeclaration, id: string, tenantId: string): Promise<string> {
  const field = resource.fields.find((entry) => entry.name === resource.titleField)
  if (!field || field.join) return id
  const [row] = await queryRows<{ title: string | null }>(
    tx,
    sql`select ${sql.identifier(columnOf(field))} as title from ${table(resource)}
        where tenant_id = ${tenantId} and id = ${id}`,
  )
  return row?.title ?? id
}
