import { describe, expect, it, vi } from 'vitest'
import { createUpdateFlow } from '@/app/offline/updateFlow'

const setup = () => {
  const effects = { skipWaiting: vi.fn(), reload: vi.fn() }
  return { effects, flow: createUpdateFlow(effects) }
}

describe('the update prompt', () => {
  it('shows when a new worker waits, and only the user’s 更新 switches and reloads', () => {
    const { effects, flow } = setup()
    const seen: string[] = []
    flow.subscribe(() => seen.push(flow.state()))
    flow.waiting()
    expect(flow.state()).toBe('waiting')
    expect(effects.skipWaiting).not.toHaveBeenCalled()
    flow.accept()
    expect(effects.skipWaiting).toHaveBeenCalledTimes(1)
    expect(effects.reload).not.toHaveBeenCalled()
    flow.controlling()
    expect(effects.reload).toHaveBeenCalledTimes(1)
    expect(seen).toEqual(['waiting', 'updating'])
  })

  it('never reloads by itself: a worker that took over for another tab leaves this page as it is', () => {
    const { effects, flow } = setup()
    flow.waiting()
    flow.controlling()
    expect(effects.reload).not.toHaveBeenCalled()
    expect(flow.state()).toBe('activated')
    // The prompt stays; 更新 now only reloads (the new worker is already in charge).
    flow.accept()
    expect(effects.skipWaiting).not.toHaveBeenCalled()
    expect(effects.reload).toHaveBeenCalledTimes(1)
  })

  it('takes no notice of the first install taking control', () => {
    const { effects, flow } = setup()
    flow.controlling()
    expect(flow.state()).toBe('none')
    expect(effects.reload).not.toHaveBeenCalled()
  })

  it('ignores 更新 when nothing waits, and a second waiting worker while one is shown', () => {
    const { effects, flow } = setup()
    flow.accept()
    expect(effects.skipWaiting).not.toHaveBeenCalled()
    flow.waiting()
    flow.accept()
    flow.waiting()
    expect(flow.state()).toBe('updating')
    expect(effects.skipWaiting).toHaveBeenCalledTimes(1)
  })
})
