import type { RequestStats } from '../protocol'

/** Latencies of one kind of request, collected while the outbox runs. */
export class RequestLog {
  private readonly durations: number[] = []
  private failures = 0
  private bytesSent = 0
  private readonly failureSamples = new Set<string>()

  /** failure: what went wrong (status and message), for a request that did not succeed. */
  add(ms: number, bytes: number, failure: string | null = null): void {
    this.durations.push(ms)
    this.bytesSent += bytes
    if (failure === null) return
    this.failures++
    if (this.failureSamples.size < 5) this.failureSamples.add(failure)
  }

  stats(): RequestStats {
    const sorted = [...this.durations].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    return {
      count: sorted.length,
      failures: this.failures,
      medianMs: at(0.5),
      p95Ms: at(0.95),
      maxMs: sorted[sorted.length - 1] ?? 0,
      totalMs: sorted.reduce((sum, ms) => sum + ms, 0),
      bytesSent: this.bytesSent,
      failureSamples: [...this.failureSamples],
    }
  }
}
