import { describe, expect, it } from 'vitest'
import { resourceByCode } from '../../src/domain/resources'
import {
  WORK_LISTS,
  itemMachine,
  orderMachine,
  reportMachine,
  sampleMachine,
  workListConditions,
} from '../../src/domain/workflow'
import { actionInputs } from '../../src/features/lab-work/actionInputs'

const MACHINES = {
  lab_order: orderMachine,
  order_sample: sampleMachine,
  test_item: itemMachine,
  lab_report: reportMachine,
} as const

describe('work lists', () => {
  it('each list names a declared resource, a menu path of its own and actions its machine has', () => {
    const paths = new Set<string>()
    for (const list of WORK_LISTS) {
      expect(resourceByCode(list.resource), list.code).toBeDefined()
      expect(paths.has(list.path), list.path).toBe(false)
      paths.add(list.path)
      const machine: { actions: Record<string, { automatic?: boolean }> } = MACHINES[list.resource]
      for (const action of list.actions) {
        expect(machine.actions[action], `${list.code}: ${action}`).toBeDefined()
        expect(machine.actions[action]?.automatic, `${list.code}: ${action}`).toBeFalsy()
      }
    }
  })

  it('filters on fields its resource declares; my items are the user’s own', () => {
    for (const list of WORK_LISTS) {
      const resource = resourceByCode(list.resource)!
      for (const condition of workListConditions(list.code, 'u1'))
        expect(
          resource.fields.map((field) => field.name),
          `${list.code}: ${condition.field}`,
        ).toContain(condition.field)
    }
    expect(workListConditions('lab_my_items', 'u1')).toContainEqual({
      field: 'testerId',
      op: '=',
      value: 'u1',
    })
  })
})

describe('what an action asks for', () => {
  it('asks for the reason exactly where the machine requires one', () => {
    for (const [resource, machine] of Object.entries(MACHINES) as [
      keyof typeof MACHINES,
      (typeof MACHINES)[keyof typeof MACHINES],
    ][]) {
      const actions: Record<string, { reasonRequired?: boolean }> = machine.actions
      for (const [action, transition] of Object.entries(actions)) {
        const asked = actionInputs(resource, action).map((input) => input.name)
        expect(asked.includes('reason'), `${resource}: ${action}`).toBe(transition.reasonRequired === true)
      }
    }
  })

  it('asks for the facts the rules marked as asked: group, tester, condition, date', () => {
    expect(actionInputs('test_item', 'dispatch').map((input) => input.name)).toEqual(['groupId'])
    expect(actionInputs('test_item', 'assign').map((input) => input.name)).toEqual(['testerId'])
    expect(actionInputs('order_sample', 'receive').map((input) => input.name)).toEqual(['condition'])
    expect(actionInputs('order_sample', 'dispose').map((input) => input.name)).toEqual(['retentionDate'])
    expect(actionInputs('lab_report', 'approve').map((input) => input.name)).toEqual(['password'])
  })
})
