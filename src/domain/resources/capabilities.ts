import { dictField, remarkField, textField } from './fields'
import { DECIMAL } from './standards'
import { defineResource } from './types'

/*
 * The lab's capabilities (能力范围): its scope of accreditation, item by item. A test item's result is judged
 * by the decision rule of the capability of its kind and name (src/domain/results/decisionRule.ts); without
 * one, by simple acceptance.
 */
export const labCapabilities = defineResource({
  code: 'lab_capability',
  label: { zh: '能力范围', en: 'Capabilities' },
  table: 'lab_capability',
  base: '/api/hm-metrology/capability',
  permission: 'lab_capability',
  titleField: 'itemName',
  defaultSort: { field: 'itemName', order: 'asc' },
  history: true,
  fields: [
    dictField('ability_type', {
      name: 'abilityCode',
      label: { zh: '能力类型', en: 'Kind of work' },
      data: 'text',
      required: true,
      searchByDefault: true,
      width: 100,
    }),
    textField('itemName', '检测项目', 'Test item', {
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 180,
      hint: {
        zh: '与委托中检测项目的名称一致，其结果按本能力的判定规则判定',
        en: 'As test items are named on orders: their results are judged by this capability’s rule',
      },
    }),
    dictField('measure_quantity', {
      name: 'measurand',
      label: { zh: '测量参量', en: 'Quantity' },
      data: 'text',
      width: 100,
    }),
    textField('rangeMin', '测量范围下限', 'Range from', { ...DECIMAL, width: 110 }),
    textField('rangeMax', '测量范围上限', 'Range to', { ...DECIMAL, width: 110 }),
    textField('unit', '单位', 'Unit', { maxLength: 16, width: 70 }),
    textField('cmc', '校准测量能力（U）', 'CMC (U)', {
      ...DECIMAL,
      width: 130,
      hint: {
        zh: '本实验室在该范围内可给出的最小扩展不确定度（与测量范围同一单位）',
        en: 'The smallest expanded uncertainty the lab may state in this range (in the unit of the range)',
      },
    }),
    dictField('decision_rule', {
      name: 'decisionRule',
      label: { zh: '判定规则', en: 'Decision rule' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 140,
    }),
    textField('guardBand', '保护带 w', 'Guard band w', {
      ...DECIMAL,
      width: 100,
      hint: {
        zh: '仅保护带接受使用；留空则 w = 各测量点的扩展不确定度 U',
        en: 'Guarded acceptance only; empty: w = the expanded uncertainty U of each point',
      },
    }),
    remarkField({ maxLength: 500, widget: 'textarea', list: false }),
  ],
})
