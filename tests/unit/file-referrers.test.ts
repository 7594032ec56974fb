import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { fileReferrers } from '../../server/access/file-access'
import * as schema from '../../server/db/schema'
import { snakeCase } from '../../src/domain/resources'

/** Tables that point at files without being records people read them through. */
const NOT_REFERRERS = new Set([
  // Who uploaded a file: its uploader reads it as hers (server/access/file-access.ts).
  'file_upload',
])

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
)

describe('files follow their records', () => {
  it('lists every foreign key to file as a referrer whose record decides who reads the file', () => {
    const pointers = tables.flatMap((table) => {
      const config = getTableConfig(table)
      return config.foreignKeys
        .map((key) => key.reference())
        .filter((reference) => getTableConfig(reference.foreignTable).name === 'file')
        .map((reference) => ({
          table: config.name,
          // The schema names columns in camelCase; the database (and the referrers) in snake_case.
          column: snakeCase(
            reference.columns.map((column) => column.name).find((name) => name !== 'tenantId') ?? '',
          ),
        }))
    })
    expect(pointers.length).toBeGreaterThanOrEqual(5)
    const listed = new Set(fileReferrers.map((referrer) => `${referrer.table}.${referrer.column}`))
    const missing = pointers
      .filter((pointer) => !NOT_REFERRERS.has(pointer.table))
      .map((pointer) => `${pointer.table}.${pointer.column}`)
      .filter((name) => !listed.has(name))
    expect(missing).toEqual([])
  })
})
