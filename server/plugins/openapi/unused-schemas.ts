import type { OpenApiDocument } from './document'

const SCHEMA_REF = '#/components/schemas/'

/** The names of the component schemas a value refers to ($ref), at any depth. */
function referencedSchemas(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, found)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        found.add(decodeURIComponent(item.slice(SCHEMA_REF.length)))
      } else {
        referencedSchemas(item, found)
      }
    }
  }
  return found
}

/**
 * The document without the component schemas nothing refers to. The zod type provider names an input and
 * an output variant of every named schema; the input one of a schema only ever answered is dead weight in a
 * generated client.
 */
export function withoutUnusedSchemas(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components?.schemas ?? {}
  const { schemas: _omitted, ...otherComponents } = document.components ?? {}
  const used = referencedSchemas({ ...document, components: otherComponents })
  const pending = [...used]
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const inner of referencedSchemas(schemas[name])) {
      if (!used.has(inner)) {
        used.add(inner)
        pending.push(inner)
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)))
  return { ...document, components: { ...document.components, schemas: kept } }
}
