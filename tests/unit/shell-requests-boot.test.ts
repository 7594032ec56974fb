import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BOOT_ANSWER_TTL_MS, bootAnswerFor, forgetBoot, startBoot, type BootFetcher } from '@/api/boot'
import { ApiError } from '@/api/envelope'
import { configureApiClient, send } from '@/api/transport'
import { BOOT_PARTS, partKey, requestKey } from '@/domain/boot'

const envelope = (data: unknown, code = 200) => ({ code, success: code === 200, msg: '', data })

/** What the server answers for the session group: every part, the user info saying who asked. */
const answering =
  (token: string): BootFetcher =>
  async (groups) =>
    BOOT_PARTS.filter((part) => groups.includes(part.group)).map((part) => ({
      key: partKey(part),
      status: part.path === '/api/hm-crm/cart/count' ? 403 : 200,
      body:
        part.path === '/api/hm-crm/cart/count'
          ? { code: 403, success: false, msg: '无权访问', data: null }
          : envelope({ path: part.path, token }),
    }))

const get = (path: string, token = 't1') =>
  new Request(`http://app.test${path}`, { headers: { 'Blade-Auth': `bearer ${token}` } })

afterEach(() => {
  forgetBoot()
  vi.unstubAllGlobals()
})

describe('start-up answers in one call', () => {
  it('serves a part once, whatever the order of its query, and only for the token that asked', async () => {
    startBoot('t1', ['session'], answering('t1'), 1000)
    const dictionary = await bootAnswerFor(get('/api/blade-system/dict/dictionary?size=999'), 't1', 1001)
    expect(await dictionary?.json()).toEqual(
      envelope({ path: '/api/blade-system/dict/dictionary', token: 't1' }),
    )
    expect(await bootAnswerFor(get('/api/blade-system/dict/dictionary?size=999'), 't1', 1002)).toBeUndefined()

    const params = await bootAnswerFor(get('/api/blade-system/param/list?size=99999&current=1'), 't1', 1003)
    expect(params?.status).toBe(200)
    expect(await bootAnswerFor(get('/api/blade-user/info', 't2'), 't2', 1004)).toBeUndefined()
  })

  it('does not serve a call that differs from the part, a group not asked for, or a stale answer', async () => {
    startBoot('t1', ['session'], answering('t1'), 1000)
    expect(await bootAnswerFor(get('/api/blade-system/dict/dictionary?size=50'), 't1', 1001)).toBeUndefined()
    expect(await bootAnswerFor(get('/api/hm-metrology/work/summary'), 't1', 1001)).toBeUndefined()
    expect(await bootAnswerFor(get('/api/blade-user/info'), 't1', 1000 + BOOT_ANSWER_TTL_MS)).toBeUndefined()
  })

  it('matches a POST part by its body too', async () => {
    startBoot('t1', ['session', 'home'], answering('t1'), 1000)
    const post = (body: string) =>
      new Request('http://app.test/api/blade-desk/notice/releaseInfoPage?current=1&size=5', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      })
    expect(await bootAnswerFor(post('{"title":"x"}'), 't1', 1001)).toBeUndefined()
    expect((await bootAnswerFor(post('{}'), 't1', 1001))?.status).toBe(200)
    expect(requestKey('POST', '/a?b=1&a=2', '{}')).toBe(requestKey('post', '/a?a=2&b=1', '{}'))
  })

  it('starts once per token while fresh', async () => {
    const fetcher = vi.fn(answering('t1'))
    startBoot('t1', ['session'], fetcher, 1000)
    startBoot('t1', ['session'], fetcher, 2000)
    expect(fetcher).toHaveBeenCalledTimes(1)
    startBoot('t1', ['session'], fetcher, 1000 + BOOT_ANSWER_TTL_MS)
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('changes nothing when the boot call fails: the call goes to the network', async () => {
    startBoot('t1', ['session'], () => Promise.reject(new Error('offline')), 1000)
    expect(await bootAnswerFor(get('/api/blade-user/info'), 't1', 1001)).toBeUndefined()
  })
})

describe('the request layer with a boot under way', () => {
  const fetchMock = vi.fn()
  beforeEach(() => {
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
    configureApiClient({
      getAccessToken: () => 't1',
      getTenantId: () => '100001',
      getLanguage: () => 'zh-CN',
      onUnauthorized: () => {},
    })
  })

  it('answers a part without sending it, and judges the answer like any other', async () => {
    startBoot('t1', ['session'], answering('t1'))
    const info = await send(new Request('http://app.test/api/blade-user/info'))
    expect(await info.json()).toEqual(envelope({ path: '/api/blade-user/info', token: 't1' }))
    // A part the server refused is refused here as it would have been.
    await expect(send(new Request('http://app.test/api/hm-crm/cart/count'))).rejects.toBeInstanceOf(ApiError)
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(envelope('fresh')), { headers: { 'Content-Type': 'application/json' } }),
    )
    // Served once: the next call of the same request goes out.
    await send(new Request('http://app.test/api/blade-user/info'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
