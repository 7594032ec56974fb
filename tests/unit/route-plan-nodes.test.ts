import { describe, expect, it } from 'vitest'
import { emptyNode, incompleteNodes, moveItem, removeItem, toInput } from '@/features/route-plan/nodeList'

describe('a route plan’s nodes being edited', () => {
  it('moves one node and keeps the others in their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 2, -1)).toEqual(['a', 'c', 'b', 'd'])
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    // Past either end nothing moves.
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c'])
  })

  it('names the nodes that lack a name or an attribute, and sends the rest trimmed in order', () => {
    const first = { ...emptyNode(), name: ' 检定中心 ', nodeAttribute: '1', phone: ' ' }
    const second = { ...emptyNode(), name: '收样点', nodeAttribute: '' }
    expect(incompleteNodes([first, second, emptyNode()])).toEqual([1, 2])
    expect(toInput([first])).toEqual([
      { name: '检定中心', nodeAttribute: 1, areaCode: null, address: null, contact: null, phone: null },
    ])
    expect(emptyNode().key).not.toBe(emptyNode().key)
  })
})
