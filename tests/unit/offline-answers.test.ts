import { describe, expect, it } from 'vitest'
import { backoffMs, classifyAnswer } from '@/offline/answers'

describe('classifyAnswer', () => {
  it('accepts a 2xx envelope with code 200 and hands back its data', () => {
    expect(classifyAnswer(200, { code: 200, data: { id: 'f1' }, msg: '操作成功' })).toEqual({
      kind: 'ok',
      data: { id: 'f1' },
    })
  })

  it('treats 401 by status or by code as "sign in again"', () => {
    expect(classifyAnswer(401, {})).toEqual({ kind: 'unauthorized' })
    expect(classifyAnswer(200, { code: 401, msg: '请求未授权' })).toEqual({ kind: 'unauthorized' })
  })

  it.each([408, 409, 425, 429, 500, 502, 503])('retries %i later', (status) => {
    expect(classifyAnswer(status, { code: status, msg: 'busy' }).kind).toBe('retry')
  })

  it.each([400, 403, 404, 413, 415, 422])('refuses %i with the server message', (status) => {
    expect(classifyAnswer(status, { code: status, msg: '请输入正确的手机号' })).toEqual({
      kind: 'rejected',
      message: '请输入正确的手机号',
      status,
      problems: [],
    })
  })

  it('hands on the fields a refusal lists in data.problems', () => {
    const problems = [{ field: 'mobile', message: '请输入正确的手机号' }]
    expect(classifyAnswer(400, { code: 400, msg: '请输入正确的手机号', data: { problems } })).toMatchObject({
      kind: 'rejected',
      problems,
    })
  })

  it('names the status when the answer has no message (a proxy page, say)', () => {
    expect(classifyAnswer(413, '<html>Request Entity Too Large</html>')).toEqual({
      kind: 'rejected',
      message: 'HTTP 413',
      status: 413,
      problems: [],
    })
  })
})

describe('backoffMs', () => {
  it('doubles from 2 s, caps at 5 minutes and jitters between half and all of it', () => {
    expect(backoffMs(1, () => 1)).toBe(2_000)
    expect(backoffMs(2, () => 1)).toBe(4_000)
    expect(backoffMs(3, () => 0)).toBe(4_000)
    expect(backoffMs(30, () => 1)).toBe(300_000)
  })
})
