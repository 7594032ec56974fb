import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/envelope'
import { errorToasts, loadingCounter } from '@/api/feedback/requestFeedback'
import { setSilentCodes } from '@/api/silentCodes'
import { configureApiClient, REQUEST_TIMEOUT_MS, send } from '@/api/transport'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const envelope = (code: number, msg = '', data: unknown = null) =>
  json({ code, success: code === 200, msg, data })
const request = (path = '/api/blade-system/dict/list', headers: Record<string, string> = {}) =>
  new Request(`http://app.test${path}`, { headers })

let fetchMock: ReturnType<typeof vi.fn>
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  onUnauthorized = vi.fn<() => void>()
  configureApiClient({
    getAccessToken: () => 'token-1',
    getTenantId: () => '100001',
    getLanguage: () => 'zh-CN',
    onUnauthorized,
  })
  errorToasts.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  setSilentCodes(undefined)
})

const sent = () => fetchMock.mock.calls[0]?.[0] as Request

describe('request layer (spec §7 general call rules, §8)', () => {
  it('sends the bearer token, tenant and language, and strips the per-call flags', async () => {
    fetchMock.mockResolvedValue(envelope(200))
    await send(request('/api/x', { 'X-Loading': 'off' }))
    expect(sent().headers.get('Blade-Auth')).toBe('bearer token-1')
    expect(sent().headers.get('Tenant-Id')).toBe('100001')
    expect(sent().headers.get('Accept-Language')).toBe('zh-CN')
    expect(sent().headers.has('X-Loading')).toBe(false)
  })

  it('sends no bearer token with X-Auth: off, nor on the sign-in call', async () => {
    fetchMock.mockResolvedValue(envelope(200))
    await send(request('/api/x', { 'X-Auth': 'off' }))
    await send(request('/api/blade-auth/oauth/token'))
    for (const [call] of fetchMock.mock.calls) expect((call as Request).headers.has('Blade-Auth')).toBe(false)
  })

  it('resolves 200 with code 200, and non-JSON answers (blobs) untouched', async () => {
    fetchMock.mockResolvedValueOnce(envelope(200, '', { a: 1 }))
    expect((await send(request())).status).toBe(200)
    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } }),
    )
    expect(await (await send(request())).text()).toBe('%PDF')
    expect(errorToasts.get()).toEqual([])
  })

  it('rejects code ≠ 200 with the server message and shows it', async () => {
    fetchMock.mockResolvedValue(envelope(400, '字典编号已存在'))
    const error = await send(request()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('字典编号已存在')
    expect(errorToasts.get().map((toast) => toast.message)).toEqual(['字典编号已存在'])
  })

  it('rejects a status of 400 or more, even without an envelope (the UI shows 未知错误)', async () => {
    fetchMock.mockResolvedValue(new Response('bad gateway', { status: 502 }))
    await expect(send(request())).rejects.toMatchObject({ kind: 'http', status: 502 })
    expect(errorToasts.get()).toMatchObject([{ kind: 'server', message: '' }])
  })

  it('X-Error-Toast: off rejects without a toast', async () => {
    fetchMock.mockResolvedValue(envelope(500, 'x'))
    await expect(send(request('/api/x', { 'X-Error-Toast': 'off' }))).rejects.toBeInstanceOf(ApiError)
    expect(errorToasts.get()).toEqual([])
  })

  it('401 on a call with the token logs out, without a toast', async () => {
    fetchMock.mockResolvedValue(json({ code: 401, success: false, msg: '请先登录', data: null }, 401))
    await expect(send(request())).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(errorToasts.get()).toEqual([])
  })

  it('a whitelisted code rejects silently', async () => {
    setSilentCodes([409])
    fetchMock.mockResolvedValue(envelope(409, '已被占用'))
    await expect(send(request())).rejects.toMatchObject({ code: 409 })
    expect(errorToasts.get()).toEqual([])
  })

  it('a newer answer hides older toasts', async () => {
    fetchMock.mockResolvedValueOnce(envelope(500, 'first'))
    await send(request()).catch(() => undefined)
    expect(errorToasts.get()).toHaveLength(1)
    fetchMock.mockResolvedValueOnce(envelope(200))
    await send(request())
    expect(errorToasts.get()).toEqual([])
  })

  it('a background answer (X-Loading: off) leaves older toasts alone', async () => {
    fetchMock.mockResolvedValueOnce(envelope(500, 'first'))
    await send(request()).catch(() => undefined)
    fetchMock.mockResolvedValueOnce(envelope(200))
    await send(request('/api/x', { 'X-Loading': 'off' }))
    expect(errorToasts.get()).toHaveLength(1)
  })

  it('times out after 20 000 ms with a timeout toast', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementation(
      (_request: Request, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const call = send(request()).catch((caught: unknown) => caught)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(errorToasts.get()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(await call).toMatchObject({ kind: 'timeout' })
    expect(errorToasts.get()).toMatchObject([{ kind: 'timeout' }])
  })

  it('counts the call on the loading overlay unless X-Loading: off', async () => {
    const answers: ((response: Response) => void)[] = []
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)))
    const quiet = send(request('/api/x', { 'X-Loading': 'off' }))
    await vi.waitFor(() => expect(answers).toHaveLength(1))
    expect(loadingCounter.getState().pending).toBe(0)
    answers[0]?.(envelope(200))
    await quiet
    const counted = send(request())
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    expect(loadingCounter.getState().pending).toBe(1)
    answers[1]?.(envelope(200))
    await counted
    expect(loadingCounter.getState().pending).toBe(0)
  })
})
