import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { withSchemaApp } from './api-types'

/** Writes the server's OpenAPI document, as /api/openapi.json serves it, to a file (for `npm run lint:api`). */
export async function writeOpenApiDocument(app: FastifyInstance, file: string): Promise<void> {
  await app.ready()
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, `${JSON.stringify(app.swagger(), null, 2)}\n`)
}

// `tsx scripts/openapi-doc.ts <file>`; imported (by the contract test) it only lends its function.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [file] = process.argv.slice(2)
  if (!file) throw new Error('usage: tsx scripts/openapi-doc.ts <file>')
  await withSchemaApp((app) => writeOpenApiDocument(app, file))
  console.log(`wrote ${file}`)
}
