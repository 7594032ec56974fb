import { itemMachine, orderMachine, reportMachine, sampleMachine, type WorkResource } from '@/domain/workflow'
import type { ResourceField } from '@/domain/resources'

/**
 * What an action's dialog asks for before it is sent: the reason when its machine requires one, and the facts
 * its rules marked `asked` (the group of a dispatch, the tester of an assignment, the condition of a receipt,
 * the day a sample left). Declared as resource fields so the form's own inputs (tree select, lookup, date) serve.
 */
export type ActionInput = ResourceField & {
  name: 'reason' | 'groupId' | 'testerId' | 'condition' | 'retentionDate' | 'password'
}

const MACHINES = {
  lab_order: orderMachine,
  order_sample: sampleMachine,
  test_item: itemMachine,
  lab_report: reportMachine,
} as const

const reason: ActionInput = {
  name: 'reason',
  label: { zh: '原因', en: 'Reason' },
  type: 'input',
  data: 'text',
  widget: 'textarea',
  required: true,
  maxLength: 500,
}

const FACTS: Partial<Record<WorkResource, Record<string, ActionInput[]>>> = {
  order_sample: {
    receive: [
      {
        name: 'condition',
        label: { zh: '收样状况', en: 'Condition on receipt' },
        type: 'input',
        data: 'text',
        required: true,
        maxLength: 200,
        hint: { zh: '外观、附件、封签等', en: 'Appearance, accessories, seals …' },
      },
    ],
    return: [
      {
        name: 'retentionDate',
        label: { zh: '退还日期', en: 'Returned on' },
        type: 'date',
        data: 'date',
        required: true,
      },
    ],
    dispose: [
      {
        name: 'retentionDate',
        label: { zh: '处置日期', en: 'Disposed of on' },
        type: 'date',
        data: 'date',
        required: true,
      },
    ],
  },
  test_item: {
    dispatch: [
      {
        name: 'groupId',
        label: { zh: '部门/班组', en: 'Department / group' },
        type: 'tree',
        data: 'uuid',
        source: { treeUrl: '/api/blade-system/dept/tree' },
        required: true,
      },
    ],
    assign: [
      {
        name: 'testerId',
        label: { zh: '检测员', en: 'Tester' },
        type: 'select',
        data: 'uuid',
        source: { resource: 'system_user' },
        required: true,
        hint: { zh: '须持有该能力类型的授权', en: 'Must be authorised for the capability' },
      },
    ],
  },
  // Approving signs the certificate in the approver's name: she confirms it is her at the keyboard.
  lab_report: {
    approve: [
      {
        name: 'password',
        label: { zh: '登录密码（确认签署）', en: 'Your password (to sign)' },
        type: 'input',
        data: 'text',
        widget: 'password',
        required: true,
        maxLength: 128,
      },
    ],
  },
}

export function actionInputs(resource: WorkResource, action: string): ActionInput[] {
  const machine: { actions: Record<string, { reasonRequired?: boolean }> } = MACHINES[resource]
  const facts = FACTS[resource]?.[action] ?? []
  return machine.actions[action]?.reasonRequired ? [...facts, reason] : facts
}
