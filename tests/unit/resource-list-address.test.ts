import { describe, expect, it } from 'vitest'
import { withoutListState } from '@/app/tabs/tabRules'
import { instruments } from '@/domain/resources'
import {
  decodeListAddress,
  encodeListAddress,
  withListAddress,
  type ListAddress,
} from '@/ui/resource/listAddress'
import { initialSearchState } from '@/ui/search/state'

const first = (): ListAddress => ({
  searched: initialSearchState(instruments),
  page: 1,
  pageSize: 50,
  sort: null,
})

describe("a list's state in the page's address", () => {
  it('writes nothing for a list as it first opens', () => {
    expect(encodeListAddress(instruments, first())).toBeUndefined()
  })

  it('reads back what it wrote: conditions, operator, page, size and sort', () => {
    const address = first()
    address.searched.values = { name: '压力表', customerName: '' }
    address.searched.ops = { ...address.searched.ops, name: '=' }
    address.searched.precise = true
    address.page = 3
    address.pageSize = 100
    address.sort = { key: 'name', order: 'desc' }
    const encoded = encodeListAddress(instruments, address)
    // The URL carries only what differs from the first page of everything.
    expect(encoded).toEqual({
      q: { values: { name: '压力表' }, ops: { name: '=' }, precise: true },
      page: 3,
      size: 100,
      sort: 'name:desc',
    })
    const back = decodeListAddress(instruments, JSON.parse(JSON.stringify(encoded)))
    expect(back.searched.values).toEqual({ name: '压力表' })
    expect(back.searched.ops.name).toBe('=')
    expect(back.searched.precise).toBe(true)
    expect(back).toMatchObject({ page: 3, pageSize: 100, sort: { key: 'name', order: 'desc' } })
  })

  it('keeps the advanced search rows', () => {
    const address = first()
    address.searched.mode = 'advanced'
    address.searched.advanced[0] = {
      ...address.searched.advanced[0]!,
      searchFilter: 'name',
      searchValue: '表',
    }
    const back = decodeListAddress(
      instruments,
      JSON.parse(JSON.stringify(encodeListAddress(instruments, address))),
    )
    expect(back.searched.mode).toBe('advanced')
    expect(back.searched.advanced[0]).toMatchObject({ searchFilter: 'name', searchValue: '表' })
  })

  it('drops what the declaration does not allow, instead of sending it to the server', () => {
    const back = decodeListAddress(instruments, {
      q: { values: { name: '表', password: 'x', customerId: { evil: true } }, ops: { name: 'DROP' } },
      page: -2,
      size: 7,
      sort: 'password:asc',
    })
    expect(back.searched.values).toEqual({ name: '表' })
    expect(back.searched.ops.name).toBe(initialSearchState(instruments).ops.name)
    expect(back).toMatchObject({ page: 1, pageSize: 50, sort: null })
    expect(decodeListAddress(instruments, 'garbage')).toMatchObject({ page: 1, pageSize: 50, sort: null })
    expect(decodeListAddress(instruments, 'garbage').searched.values).toEqual({})
  })

  it("puts one list's state beside the page's other query keys, and takes it out again", () => {
    const search = withListAddress({ src: 'x' }, 'crm_instrument', { page: 2 })
    expect(search).toEqual({ src: 'x', list: { crm_instrument: { page: 2 } } })
    expect(withListAddress(search, 'crm_instrument', undefined)).toEqual({ src: 'x' })
  })

  it("leaves the list's state out of a tab's value (searching is not a new tab)", () => {
    expect(withoutListState('/crm/instrument?list=%7B%22a%22%3A1%7D')).toBe('/crm/instrument')
    expect(withoutListState('/x?a=1&list=%7B%7D&b=2')).toBe('/x?a=1&b=2')
    expect(withoutListState('/x?a=1')).toBe('/x?a=1')
  })
})
