import { describe, expect, it } from 'vitest'
import { reconnectDelayMs } from '@/app/live-channel/backoff'
import { parseLiveMessage } from '@/app/live-channel/liveMessage'

describe('live channel', () => {
  it('reconnects after 1 s, 2 s, 4 s … at most 30 s, with jitter between half and all of it', () => {
    expect(reconnectDelayMs(0, () => 1)).toBe(1_000)
    expect(reconnectDelayMs(2, () => 1)).toBe(4_000)
    expect(reconnectDelayMs(10, () => 1)).toBe(30_000)
    expect(reconnectDelayMs(10, () => 0)).toBe(15_000)
  })

  it('reads JSON messages and takes plain text as the message text', () => {
    expect(
      parseLiveMessage('{"id":"1","title":"取样","text":"明天取样","date":"2025-01-02","category":"notice"}'),
    ).toEqual({
      id: '1',
      title: '取样',
      text: '明天取样',
      date: '2025-01-02',
      category: 'notice',
    })
    expect(parseLiveMessage('hello')?.text).toBe('hello')
    expect(parseLiveMessage('')).toBeNull()
  })
})
