/** How the outbox reads a server answer (the envelope { code, msg, data } of every JSON route). */
export type AnswerKind =
  | { kind: 'ok'; data: unknown }
  /** No answer, a timeout, 5xx, 408, 409 (the same key still being processed), 425, 429: try again later. */
  | { kind: 'retry'; reason: string }
  | { kind: 'unauthorized' }
  /** Refused for what was sent (400, 403, 404, 413, 415, 422 …): the user has to change something. */
  | { kind: 'rejected'; message: string; status: number; problems: AnswerProblem[] }

/** A field the server found wrong (400 answers of the registration carry them all in data.problems). */
export type AnswerProblem = { field: string; message: string }

const problemsOf = (data: unknown): AnswerProblem[] => {
  const list = (data as { problems?: unknown } | null | undefined)?.problems
  if (!Array.isArray(list)) return []
  return list.filter(
    (item): item is AnswerProblem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as AnswerProblem).field === 'string' &&
      typeof (item as AnswerProblem).message === 'string',
  )
}

type Envelope = { code?: unknown; msg?: unknown; message?: unknown; data?: unknown }

const RETRY_STATUSES = new Set([408, 409, 425, 429])

export function classifyAnswer(status: number, body: unknown): AnswerKind {
  const envelope: Envelope = typeof body === 'object' && body !== null ? (body as Envelope) : {}
  const code = typeof envelope.code === 'number' ? envelope.code : undefined
  const message =
    typeof envelope.msg === 'string' && envelope.msg
      ? envelope.msg
      : typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : `HTTP ${status}`
  if (status === 401 || code === 401) return { kind: 'unauthorized' }
  if (status >= 200 && status < 300) {
    if (code === undefined || code === 200) return { kind: 'ok', data: envelope.data }
    // An envelope that says it failed with a 2xx status: the server decided, so it is a refusal.
    return code >= 500
      ? { kind: 'retry', reason: message }
      : { kind: 'rejected', message, status: code, problems: problemsOf(envelope.data) }
  }
  if (status >= 500 || RETRY_STATUSES.has(status)) return { kind: 'retry', reason: message }
  return { kind: 'rejected', message, status, problems: problemsOf(envelope.data) }
}

/** Delay before the n-th retry: 2 s doubling up to 5 minutes, with jitter so tablets do not retry in step. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempts - 1))
  return Math.round(base * (0.5 + random() / 2))
}
