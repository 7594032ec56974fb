import { createTimeField, dictField, remarkField } from './fields'
import { defineResource } from './types'

/*
 * The lab's charge standards (收费标准): one price per instrument, specification and inspection type
 * within a CHARGE_TAXON category. Staff keep them here; anyone may search them (/charge-standard-search), and
 * quotes and billing take their prices from the same rows (server/modules/charges/price.ts).
 */

/**
 * A price in yuan: not negative, at most two decimals and at most ten digits before the point (the column is
 * numeric(12,2)). The form and the server give the same message.
 */
export const CHARGE_PRICE_PATTERN = '^(?:0|[1-9]\\d{0,9})(?:\\.\\d{1,2})?$'

export const chargeStandards = defineResource({
  code: 'charge_standard',
  label: { zh: '收费标准', en: 'Charge standards' },
  table: 'charge_standard',
  base: '/api/hm-metrology/charge-standard',
  permission: 'charge_standard',
  titleField: 'instrumentName',
  defaultSort: { field: 'sort', order: 'asc' },
  history: true,
  fields: [
    dictField('CHARGE_TAXON', {
      name: 'taxon',
      label: { zh: '收费分类', en: 'Category' },
      data: 'text',
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 140,
    }),
    {
      name: 'instrumentName',
      label: { zh: '器具名称', en: 'Instrument' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 180,
    },
    {
      name: 'specification',
      label: { zh: '测量范围/规格', en: 'Range / specification' },
      type: 'input',
      data: 'text',
      maxLength: 200,
      width: 180,
      hint: {
        zh: '价格适用的测量范围、准确度等级或规格',
        en: 'The range, accuracy class or specification the price applies to',
      },
    },
    dictField('inspection_type', {
      name: 'inspectionType',
      label: { zh: '检验类型', en: 'Inspection type' },
      data: 'text',
      required: true,
      sortable: true,
      searchByDefault: true,
      width: 120,
    }),
    {
      name: 'price',
      label: { zh: '收费标准(元)', en: 'Price (CNY)' },
      type: 'inputTwo',
      data: 'decimal',
      required: true,
      pattern: CHARGE_PRICE_PATTERN,
      message: {
        zh: '请输入不小于0的金额，最多两位小数',
        en: 'Enter an amount of 0 or more with at most two decimals',
      },
      sortable: true,
      width: 120,
    },
    {
      name: 'unit',
      label: { zh: '计费单位', en: 'Per' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 16,
      width: 90,
      hint: { zh: '台、件、支、点 …', en: 'unit, piece, point …' },
    },
    {
      name: 'basis',
      label: { zh: '收费依据', en: 'Basis' },
      type: 'input',
      data: 'text',
      maxLength: 200,
      width: 200,
    },
    dictField('CHARGE_RECORD_STATUS', {
      name: 'recordStatus',
      label: { zh: '备案状态', en: 'Filing' },
      data: 'text',
      required: true,
      width: 100,
    }),
    remarkField({ maxLength: 500, hidden: true, width: 160 }),
    {
      name: 'sort',
      label: { zh: '排序', en: 'Order' },
      type: 'input',
      data: 'int',
      validator: 'nonNegativeInteger',
      required: true,
      sortable: true,
      searchable: false,
      hidden: true,
      width: 80,
      hint: { zh: '小的排在前面', en: 'Smaller numbers come first' },
    },
    createTimeField,
  ],
})
