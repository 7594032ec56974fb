import pg from 'pg'

export type DatabaseKind = 'pglite' | 'postgres'

/** API tests run against PGlite always and against PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite']

export function postgresUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string)
  url.pathname = `/${database}`
  return url.toString()
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}
