import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { resources } from '@/domain/resources'
import { columnOf, snakeCase, type FieldData, type ResourceDeclaration } from '@/domain/resources/types'
import * as schema from '../../server/db/schema'

/**
 * A resource is declared once (src/domain/resources) and stored once (server/db/schema): this holds the two
 * together, so that a field added to one and not the other fails here rather than as a 500 on the first
 * request that reads it.
 */

const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => [getTableConfig(table).name, getTableConfig(table)]),
)

/** The SQL types each declared kind of data may be stored as. */
const STORED_AS: Record<FieldData, readonly string[]> = {
  text: ['text', 'varchar', 'char'],
  int: ['integer', 'smallint', 'bigint', 'serial'],
  decimal: ['numeric'],
  date: ['date'],
  timestamp: ['timestamp', 'timestamp with time zone'],
  boolean: ['boolean'],
  uuid: ['uuid'],
  json: ['jsonb', 'json'],
}

const sqlType = (column: PgColumn) => column.getSQLType().replace(/\(.*\)/, '')

/**
 * Fields the form requires of every record written now whose column still holds null for records kept from
 * before the field was asked (migration 0026 added them to a register labs already had): by declaration.
 */
const REQUIRED_OF_NEW_RECORDS: Record<string, readonly string[]> = {
  lab_standard_device: ['serialNo', 'measurand', 'traceType', 'verificationCycle'],
}

/** The column's name in SQL: a column declared without one is named after its key (the schema's snake_case). */
const sqlName = (column: PgColumn) => (column.keyAsName ? snakeCase(column.name) : column.name)

function columnsOf(resource: ResourceDeclaration) {
  const table = tables.get(resource.table)
  if (!table) throw new Error(`${resource.code}: no table ${resource.table} in server/db/schema`)
  return new Map(table.columns.map((column) => [sqlName(column), column]))
}

describe('resource declarations and their tables', () => {
  for (const resource of resources) {
    describe(resource.code, () => {
      it('has its table', () => {
        expect(tables.has(resource.table), `table ${resource.table}`).toBe(true)
      })

      it('stores each own field in a column of the declared kind', () => {
        const columns = columnsOf(resource)
        const problems: string[] = []
        for (const field of resource.fields) {
          if (field.join) continue
          const column = columns.get(columnOf(field))
          if (!column) {
            problems.push(`${field.name}: no column ${columnOf(field)}`)
            continue
          }
          if (!STORED_AS[field.data].includes(sqlType(column)))
            problems.push(`${field.name}: declared ${field.data}, stored as ${column.getSQLType()}`)
          const nullableBefore = REQUIRED_OF_NEW_RECORDS[resource.code]?.includes(field.name) ?? false
          if (
            field.required &&
            field.form !== false &&
            !column.notNull &&
            !column.hasDefault &&
            !nullableBefore
          )
            problems.push(`${field.name}: required, but ${columnOf(field)} may be null`)
        }
        expect(problems).toEqual([])
      })

      it('joins only columns that exist', () => {
        const problems: string[] = []
        const own = columnsOf(resource)
        for (const field of resource.fields) {
          if (!field.join) continue
          const joined = tables.get(field.join.table)
          if (!joined) {
            problems.push(`${field.name}: no table ${field.join.table}`)
            continue
          }
          const names = new Set(joined.columns.map(sqlName))
          if (!own.has(field.join.key)) problems.push(`${field.name}: no key ${field.join.key}`)
          if (!names.has(field.join.column))
            problems.push(`${field.name}: no ${field.join.table}.${field.join.column}`)
          if (!names.has(field.join.on ?? 'id'))
            problems.push(`${field.name}: no ${field.join.table}.${field.join.on ?? 'id'}`)
        }
        expect(problems).toEqual([])
      })

      it('keeps the columns every record has', () => {
        const columns = columnsOf(resource)
        if (resource.tenantOwned !== false) expect(columns.has('tenant_id'), 'tenant_id').toBe(true)
        if (resource.softDelete !== false) expect(columns.has('is_deleted'), 'is_deleted').toBe(true)
        for (const scope of resource.scope ?? []) expect(columns.has(scope.column), scope.column).toBe(true)
        if (resource.adminOnlyRows)
          expect(columns.has(resource.adminOnlyRows.column), resource.adminOnlyRows.column).toBe(true)
      })
    })
  }
})
