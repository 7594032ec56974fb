/** Latency figures of sequential requests (what one user waits for), in ms. */
export type Timing = {
  requests: number
  p50: number
  p95: number
  max: number
  errors: number
  firstError?: string
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1] ?? NaN)

export function timingOf(latencies: number[], errors: number, firstError?: string): Timing {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: latencies.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? NaN,
    errors,
    ...(firstError ? { firstError } : {}),
  }
}

/** One authenticated request; throws on anything but a successful envelope. */
export async function request(
  origin: string,
  token: string,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<unknown> {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Blade-Auth': `bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  const body = JSON.parse(text) as { success?: boolean; data?: unknown }
  if (response.status !== 200 || body.success !== true)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return body.data
}

/**
 * `warmup` unmeasured calls, then up to `requests` measured ones going round `paths`, stopping after
 * `budgetMs` (with at least five).
 */
export async function measureGets(
  origin: string,
  token: string,
  paths: readonly string[],
  options: { requests: number; warmup: number; budgetMs: number },
): Promise<Timing> {
  for (let i = 0; i < options.warmup; i++) await request(origin, token, paths[i % paths.length] ?? '')
  const latencies: number[] = []
  let errors = 0
  let firstError: string | undefined
  const started = performance.now()
  for (let i = 0; i < options.requests; i++) {
    if (i >= 5 && performance.now() - started > options.budgetMs) break
    const sent = performance.now()
    try {
      await request(origin, token, paths[i % paths.length] ?? '')
      latencies.push(performance.now() - sent)
    } catch (error) {
      errors += 1
      firstError ??= (error as Error).message
    }
  }
  return timingOf(latencies, errors, firstError)
}
