import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLoadingCounter, LOADING_CLOSE_DELAY_MS } from '@/api/feedback/loadingCounter'

describe('loading counter (spec §4, §7)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows at the first call and closes 50 ms after the count reaches zero', () => {
    const counter = createLoadingCounter()
    const end = counter.begin()
    expect(counter.getState()).toEqual({ visible: true, pending: 1 })
    end()
    expect(counter.getState()).toEqual({ visible: true, pending: 0 })
    vi.advanceTimersByTime(LOADING_CLOSE_DELAY_MS - 1)
    expect(counter.getState().visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(counter.getState().visible).toBe(false)
    expect(LOADING_CLOSE_DELAY_MS).toBe(50)
  })

  it('counts concurrent calls: it stays up until the last one ends', () => {
    const counter = createLoadingCounter()
    const endFirst = counter.begin()
    const endSecond = counter.begin()
    expect(counter.getState().pending).toBe(2)
    endFirst()
    vi.advanceTimersByTime(1_000)
    expect(counter.getState()).toEqual({ visible: true, pending: 1 })
    endSecond()
    vi.advanceTimersByTime(50)
    expect(counter.getState()).toEqual({ visible: false, pending: 0 })
  })

  it('a call starting within the 50 ms keeps it open', () => {
    const counter = createLoadingCounter()
    counter.begin()()
    vi.advanceTimersByTime(30)
    const end = counter.begin()
    vi.advanceTimersByTime(100)
    expect(counter.getState().visible).toBe(true)
    end()
    vi.advanceTimersByTime(50)
    expect(counter.getState().visible).toBe(false)
  })

  it('ending a call twice counts once', () => {
    const counter = createLoadingCounter()
    const endFirst = counter.begin()
    counter.begin()
    endFirst()
    endFirst()
    expect(counter.getState().pending).toBe(1)
  })

  it('tells its listeners about every change, and stops when unsubscribed', () => {
    const counter = createLoadingCounter()
    const listener = vi.fn()
    const unsubscribe = counter.subscribe(listener)
    const end = counter.begin()
    end()
    vi.advanceTimersByTime(50)
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    counter.begin()
    expect(listener).toHaveBeenCalledTimes(3)
  })
})
