import { describe, expect, it } from 'vitest'
import type { Query } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import {
  busterOf,
  lastGoodAnswer,
  MAX_PERSISTED_ROWS,
  rowCount,
  shouldPersistQuery,
} from '@/app/offline/queryPersistence'
import { isStorageNearlyFull } from '@/app/offline/storageQuota'

type QueryLike = Pick<Query, 'queryKey' | 'state' | 'meta'>

const query = (
  queryKey: unknown[],
  data: unknown,
  status: 'success' | 'error' | 'pending' = 'success',
  meta?: Record<string, unknown>,
): QueryLike => ({ queryKey, meta, state: { status, data } as Query['state'] })

const rows = (n: number) => Array.from({ length: n }, (_, index) => ({ id: String(index) }))

describe('the persisted query cache', () => {
  it('keeps answers, also the last good one of a query whose refresh failed, and never an empty failure', () => {
    expect(shouldPersistQuery(query(['layout-menu', 'routes', 'x'], [{ id: '1' }]))).toBe(true)
    expect(shouldPersistQuery(query(['layout-menu', 'routes', 'x'], [{ id: '1' }], 'error'))).toBe(true)
    expect(shouldPersistQuery(query(['layout-menu', 'routes', 'x'], undefined, 'error'))).toBe(false)
    expect(shouldPersistQuery(query(['layout-menu', 'routes', 'x'], undefined, 'pending'))).toBe(false)
  })

  it('writes a failed refresh as its last good answer, with the time that answer came', () => {
    const state = (status: 'success' | 'error', data: unknown) =>
      ({
        status,
        data,
        dataUpdatedAt: 1_000,
        error: status === 'error' ? new Error('offline') : null,
        fetchFailureReason: status === 'error' ? new Error('offline') : null,
      }) as unknown as Query['state']
    const client = {
      timestamp: 2_000,
      buster: 'b',
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['a'], queryHash: '["a"]', state: state('error', [{ id: '1' }]) },
          { queryKey: ['b'], queryHash: '["b"]', state: state('success', [{ id: '2' }]) },
        ],
      },
    } as unknown as PersistedClient
    const [failed, good] = lastGoodAnswer(client).clientState.queries
    expect(failed?.state).toMatchObject({
      status: 'success',
      data: [{ id: '1' }],
      dataUpdatedAt: 1_000,
      error: null,
    })
    expect(good?.state).toEqual(client.clientState.queries[1]?.state)
  })

  it('leaves out big answers: a 5,000-row resource page, the 999-entry dictionary', () => {
    const page = (n: number) => ({ records: rows(n), total: 6000, size: n, current: 1, pages: 1 })
    expect(shouldPersistQuery(query(['resource', 'customers', 'page', {}, 1, 20], page(20)))).toBe(true)
    expect(shouldPersistQuery(query(['resource', 'instruments', 'page', {}, 1, 5000], page(5000)))).toBe(
      false,
    )
    expect(shouldPersistQuery(query(['session', 'dictionary'], rows(999)))).toBe(false)
    expect(shouldPersistQuery(query(['x'], rows(MAX_PERSISTED_ROWS)))).toBe(true)
    expect(shouldPersistQuery(query(['x'], rows(MAX_PERSISTED_ROWS + 1)))).toBe(false)
  })

  it("leaves out the session's start-up answers, which the session store keeps up to date itself", () => {
    expect(shouldPersistQuery(query(['session', 'user-info'], { nickName: '老王' }))).toBe(false)
    expect(shouldPersistQuery(query(['session', 'menu-routes'], [{ id: '1' }]))).toBe(false)
  })

  it('leaves out captchas, the symbol keyboard and queries that opt out', () => {
    expect(shouldPersistQuery(query(['auth', 'captcha'], { key: 'k', image: 'data:' }))).toBe(false)
    expect(shouldPersistQuery(query(['symbols', 'keyboard'], ['±', '℃']))).toBe(false)
    expect(
      shouldPersistQuery(query(['pickup', 'day'], { appointments: [] }, 'success', { persist: false })),
    ).toBe(false)
  })

  it('counts rows of arrays and of pages', () => {
    expect(rowCount(rows(3))).toBe(3)
    expect(rowCount({ records: rows(4) })).toBe(4)
    expect(rowCount({ id: '1' })).toBe(0)
    expect(rowCount(null)).toBe(0)
  })

  it('belongs to one user of one version: the buster names both', () => {
    expect(busterOf('100001:1')).not.toBe(busterOf('100001:2'))
    expect(busterOf('100001:1')).toMatch(/\|100001:1$/)
  })
})

describe('the storage warning', () => {
  it('warns above 90 % of the quota, and not when the browser does not say', () => {
    expect(isStorageNearlyFull({ usage: 91, quota: 100 })).toBe(true)
    expect(isStorageNearlyFull({ usage: 90, quota: 100 })).toBe(false)
    expect(isStorageNearlyFull({ usage: 5 })).toBe(false)
    expect(isStorageNearlyFull({ usage: 5, quota: 0 })).toBe(false)
  })
})
