/**
 * Operation ids by convention (method + path), so that a generated client's function names follow from the
 * address alone: `GET /api/blade-system/dict/dictionary` is `getBladeSystemDictDictionary`, a path parameter
 * `:id` (or `{id}`) reads `ById`.
 */

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean)

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const PARAMETER = /^(?::(\w+)|\{(\w+)\})$/

export function operationIdOf(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean)
  // Nearly every path starts with /api: it tells operations apart no better than the method does.
  const meaningful = segments[0] === 'api' ? segments.slice(1) : segments
  const parts = meaningful.flatMap((segment) => {
    const parameter = PARAMETER.exec(segment)
    const name = parameter?.[1] ?? parameter?.[2]
    return name ? ['by', ...words(name)] : words(segment)
  })
  return method.toLowerCase() + parts.map(capitalized).join('')
}

/**
 * Hands out operation ids and refuses a second operation that would get one already given: two paths that
 * differ only in punctuation (or in the /api prefix) would otherwise make a client with one function for both.
 */
export function operationIdRegistry() {
  const owners = new Map<string, string>()
  return (method: string, url: string): string => {
    const id = operationIdOf(method, url)
    const operation = `${method.toUpperCase()} ${url}`
    const owner = owners.get(id)
    if (owner && owner !== operation) {
      throw new Error(
        `OpenAPI operationId ${id} of ${operation} is already that of ${owner}: rename one path`,
      )
    }
    owners.set(id, operation)
    return id
  }
}
