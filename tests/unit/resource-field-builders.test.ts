import { describe, expect, it } from 'vitest'
import {
  choiceField,
  createTimeField,
  dateField,
  dictField,
  idField,
  joinedField,
  lookupField,
  phoneField,
  remarkField,
  timestampField,
  treeField,
} from '@/domain/resources/fields'
import { resources, type ResourceField } from '@/domain/resources'

/**
 * The field builders stand for literals the declarations used to spell out; each must build exactly that
 * literal (no key more, none less), or a declaration moved onto it would change what the search bar, forms
 * and server derive from it.
 */

const label = { zh: '标签', en: 'Label' }

describe('resource field builders', () => {
  it('make a dictionary select of the code given, stored as the declaration says', () => {
    expect(
      dictField('OBJECT_STATE', { name: 'objectState', label, data: 'int', hidden: true }),
    ).toStrictEqual({
      name: 'objectState',
      label,
      type: 'select',
      data: 'int',
      source: { dict: 'OBJECT_STATE' },
      hidden: true,
    } satisfies ResourceField)
  })

  it('make a select over listed states', () => {
    const states = [{ value: '1', label }]
    expect(choiceField(states, { name: 'status', label, data: 'int', form: false })).toStrictEqual({
      name: 'status',
      label,
      type: 'select',
      data: 'int',
      source: { options: states },
      form: false,
    } satisfies ResourceField)
  })

  it('search dates and moments as ranges; a moment is sortable and 170 px wide unless told', () => {
    expect(dateField({ name: 'dueDate', label, sortable: true })).toStrictEqual({
      name: 'dueDate',
      label,
      type: 'daterange',
      data: 'date',
      sortable: true,
    } satisfies ResourceField)
    expect(timestampField({ name: 'at', label })).toStrictEqual({
      name: 'at',
      label,
      type: 'daterange',
      data: 'timestamp',
      sortable: true,
      width: 170,
    } satisfies ResourceField)
    expect(timestampField({ name: 'at', label, width: 200 }).width).toBe(200)
  })

  it('keep the creation time out of the form and hidden until shown', () => {
    expect(createTimeField).toStrictEqual({
      name: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'daterange',
      data: 'timestamp',
      form: false,
      sortable: true,
      hidden: true,
      width: 170,
    } satisfies ResourceField)
  })

  it('check a phone number with the validator named and the 20 characters its column holds', () => {
    expect(phoneField({ name: 'phone', label, validator: 'mobile', width: 130 })).toStrictEqual({
      name: 'phone',
      label,
      type: 'input',
      data: 'text',
      validator: 'mobile',
      maxLength: 20,
      width: 130,
    } satisfies ResourceField)
  })

  it('name the remark and keep what the declaration adds', () => {
    expect(remarkField()).toStrictEqual({
      name: 'remark',
      label: { zh: '备注', en: 'Remark' },
      type: 'input',
      data: 'text',
    } satisfies ResourceField)
    expect(remarkField({ maxLength: 500, widget: 'textarea' })).toMatchObject({
      maxLength: 500,
      widget: 'textarea',
    })
  })

  it('read a joined text without ever writing it', () => {
    const join = { table: 'app_user', key: 'user_id', column: 'real_name' }
    expect(joinedField(join, { name: 'userName', label, sortable: true })).toStrictEqual({
      name: 'userName',
      label,
      type: 'input',
      data: 'text',
      form: false,
      join,
      sortable: true,
    } satisfies ResourceField)
  })

  it('keep keys of other records out of the list', () => {
    expect(lookupField('crm_customer', { name: 'customerId', label, required: true })).toStrictEqual({
      name: 'customerId',
      label,
      type: 'select',
      data: 'uuid',
      source: { resource: 'crm_customer' },
      list: false,
      required: true,
    } satisfies ResourceField)
    expect(treeField('/api/blade-system/dept/tree', { name: 'deptId', label })).toStrictEqual({
      name: 'deptId',
      label,
      type: 'tree',
      data: 'uuid',
      source: { treeUrl: '/api/blade-system/dept/tree' },
      list: false,
    } satisfies ResourceField)
    expect(idField({ name: 'orderId', label, searchable: true })).toStrictEqual({
      name: 'orderId',
      label,
      type: 'input',
      data: 'uuid',
      list: false,
      searchable: true,
    } satisfies ResourceField)
  })

  it('build declarations of plain data only', () => {
    // Declarations travel as data to the browser and the service worker: a builder must not leave anything
    // JSON cannot carry (a function, an undefined option).
    for (const resource of resources) expect(JSON.parse(JSON.stringify(resource))).toStrictEqual(resource)
  })
})
