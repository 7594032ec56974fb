// autocannon ships no types: the part of its programmatic API that the benchmark uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  namespace autocannon {
    type Request = {
      method?: string
      path?: string
      headers?: Record<string, string>
      body?: string | Buffer
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null
    }
    type Client = EventEmitter & {
      setHeaders: (headers: Record<string, string>) => void
    }
    type Options = {
      url: string
      connections?: number
      duration?: number
      amount?: number
      timeout?: number
      sampleInt?: number
      pipelining?: number
      method?: string
      headers?: Record<string, string>
      requests?: Request[]
      setupClient?: (client: Client) => void
    }
    type Result = {
      errors: number
      timeouts: number
      non2xx: number
      resets: number
      mismatches: number
      duration: number
      statusCodeStats: Record<string, { count: number }>
    }
    type Instance = EventEmitter & { stop: () => void }
  }

  function autocannon(
    options: autocannon.Options,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance

  export default autocannon
}
