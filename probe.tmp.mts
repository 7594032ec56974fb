import { PgDialect } from 'drizzle-orm/pg-core'
import { instruments } from './src/domain/resources/instruments'
import { compileSearch, searchCountQuery, searchPageQuery } from './server/search/compile'
import { SEARCH_CASES } from './bench/large/cases'
const values = { factoryNumbers: ['FN12345678'], exportRange: ['2026-01-01', '2026-02-01'] as [string, string] }
const d = new PgDialect()
for (const c of SEARCH_CASES) {
  const p = c.variants(values)[0]!
  const comp = compileSearch(instruments, p, { tenantId: '100001' })
  for (const [k, q] of [['page', searchPageQuery(comp, { offset: 0, limit: 50 })], ['count', searchCountQuery(comp)]] as const) {
    const { sql, params } = d.sqlToQuery(q)
    const lit = (v: unknown) => Array.isArray(v) ? `'{${v.join(',')}}'` : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`
    const text = sql.replace(/\$(\d+)/g, (_, i) => lit(params[Number(i) - 1]))
    console.log(`-- ${c.id} ${k}\n${text};`)
  }
}
