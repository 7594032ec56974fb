/**
 * The public pages' calls: plain fetch, no session, no staff client (it would bring the shell's code). Every
 * answer is the server's envelope; its `msg` is already in the language asked for.
 */

export type Envelope<T> = { code: number; success: boolean; msg: string; data: T }

/** Why a call failed, in the terms the page shows. */
export type CallFailure =
  | { kind: 'offline' }
  | { kind: 'refused'; status: number; message: string; captchaRequired: boolean; retryAfter: number | null }

export class PublicCallError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.kind === 'refused' ? failure.message : 'offline')
  }
}

const languageHeader = () => ({ 'Accept-Language': document.documentElement.lang || 'zh-CN' })

async function send(url: string, init: RequestInit): Promise<Response> {
  let response: Response
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...languageHeader(), ...init.headers },
      credentials: 'omit',
    })
  } catch {
    throw new PublicCallError({ kind: 'offline' })
  }
  if (response.ok) return response
  const body = (await response.json().catch(() => null)) as Partial<Envelope<unknown>> | null
  const data = body?.data as { captchaRequired?: unknown } | null | undefined
  const retryAfter = Number(response.headers.get('retry-after'))
  throw new PublicCallError({
    kind: 'refused',
    status: response.status,
    message: body?.msg ?? response.statusText,
    captchaRequired: data?.captchaRequired === true,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  })
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await response.json()) as Envelope<T>).data
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await send(url, { method: 'GET' })
  return ((await response.json()) as Envelope<T>).data
}

/** A POST answered with a file (the certificate's PDF). */
export async function postForBlob(url: string, body: unknown): Promise<Blob> {
  const response = await send(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return response.blob()
}
