import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@/api/envelope'

export type ServerHealth = { title: string; version: string; responseMs: number; checkedAt: string }

type OpenApiDocument = { info?: { title?: unknown; version?: unknown } }

/** The server's name and version from its OpenAPI document, and how long it took to answer. */
async function fetchServerHealth(): Promise<ServerHealth> {
  const started = performance.now()
  const response = await fetch('/api/openapi.json', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new ApiError('http', '', response.status)
  const document = (await response.json()) as OpenApiDocument
  return {
    title: typeof document.info?.title === 'string' ? document.info.title : '',
    version: typeof document.info?.version === 'string' ? document.info.version : '',
    responseMs: Math.round(performance.now() - started),
    checkedAt: new Date().toISOString(),
  }
}

export const systemInfoQueries = {
  all: () => ['system-info'] as const,
  health: () =>
    queryOptions({
      queryKey: [...systemInfoQueries.all(), 'health'] as const,
      queryFn: fetchServerHealth,
      staleTime: 0,
      retry: false,
    }),
}
