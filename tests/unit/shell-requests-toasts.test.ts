import { describe, expect, it } from 'vitest'
import { addToast, hideOlderToasts, removeToast, type ErrorToast } from '@/api/feedback/errorToasts'

const toast = (id: number, message: string, kind: ErrorToast['kind'] = 'server'): ErrorToast => ({
  id,
  kind,
  message,
  shownAt: id,
})

describe('error toasts (spec §8)', () => {
  it('an answer to a request started after a toast appeared hides that toast', () => {
    const toasts = [toast(3, 'a'), toast(7, 'b')]
    expect(hideOlderToasts(toasts, 8)).toEqual([])
    expect(hideOlderToasts(toasts, 5)).toEqual([toast(7, 'b')])
  })

  it('answers of requests already under way when the toast appeared leave it alone', () => {
    const toasts = [toast(7, 'b')]
    expect(hideOlderToasts(toasts, 2)).toBe(toasts)
  })

  it('the same message is shown once: a repeat replaces the older toast', () => {
    const toasts = addToast([toast(1, '字典不存在'), toast(2, '无权操作')], toast(5, '字典不存在'))
    expect(toasts).toEqual([toast(2, '无权操作'), toast(5, '字典不存在')])
  })

  it('a timeout and a server error with the same (empty) text are different toasts', () => {
    const toasts = addToast([toast(1, '')], toast(2, '', 'timeout'))
    expect(toasts).toHaveLength(2)
  })

  it('closing removes only that toast', () => {
    const toasts = [toast(1, 'a'), toast(2, 'b')]
    expect(removeToast(toasts, 1)).toEqual([toast(2, 'b')])
    expect(removeToast(toasts, 9)).toBe(toasts)
  })
})
