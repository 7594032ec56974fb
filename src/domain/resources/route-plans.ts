import { choiceField, createTimeField, dictField, remarkField, textField } from './fields'
import type { Localized } from './types'
import { defineResource } from './types'

/*
 * The pickup road (路线计划): the lab's vehicles and the route plans its pickup people drive. The engine serves
 * both lists and forms; a plan's ordered nodes and the day's routes (派车) are the route-plan module's
 * (server/modules/route-plan).
 */

/** Whether a vehicle may be sent out. */
export const VEHICLE_STATES = [
  { value: '1', label: { zh: '可用', en: 'In service' } },
  { value: '2', label: { zh: '维修', en: 'Under repair' } },
  { value: '3', label: { zh: '停用', en: 'Retired' } },
] as const satisfies readonly { value: string; label: Localized }[]

/** The state of a vehicle that may be put on a day's route. */
export const VEHICLE_IN_SERVICE = 1

/** Vehicles (车辆): a plate is the lab's only once among its live vehicles. */
export const vehicles = defineResource({
  code: 'vehicle',
  label: { zh: '车辆', en: 'Vehicles' },
  table: 'vehicle',
  base: '/api/hm-crm/vehicle',
  permission: 'pickup_vehicle',
  titleField: 'plateNumber',
  defaultSort: { field: 'plateNumber', order: 'asc' },
  fields: [
    textField('plateNumber', '车牌号', 'Plate number', {
      required: true,
      unique: true,
      maxLength: 16,
      sortable: true,
      searchByDefault: true,
      width: 120,
    }),
    textField('model', '车型', 'Model', { maxLength: 100, searchByDefault: true, width: 160 }),
    {
      name: 'seats',
      label: { zh: '座位数', en: 'Seats' },
      type: 'input',
      data: 'int',
      width: 80,
    },
    textField('loadTons', '载重（吨）', 'Load (t)', {
      pattern: '^\\d{1,4}(\\.\\d{1,2})?$',
      message: { zh: '须为数字，最多两位小数', en: 'A number with at most two decimals' },
      maxLength: 8,
      width: 90,
    }),
    choiceField(VEHICLE_STATES, {
      name: 'state',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 90,
    }),
    remarkField({ maxLength: 500, hidden: true }),
    createTimeField,
  ],
})

/** Route plans (路线计划): the header; its ordered nodes are kept by the route-plan module. */
export const routePlans = defineResource({
  code: 'route_plan',
  label: { zh: '路线计划', en: 'Route plans' },
  table: 'route_plan',
  base: '/api/hm-crm/route-plan',
  permission: 'pickup_route_plan',
  titleField: 'name',
  defaultSort: { field: 'name', order: 'asc' },
  fields: [
    textField('name', '路线名称', 'Route name', {
      required: true,
      maxLength: 100,
      sortable: true,
      searchByDefault: true,
      width: 200,
    }),
    dictField('routeplan_type', {
      name: 'routeplanType',
      label: { zh: '路线类型', en: 'Route type' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 160,
    }),
    dictField('routeplan_state', {
      name: 'routeplanState',
      label: { zh: '状态', en: 'State' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 110,
    }),
    {
      name: 'nodeCount',
      label: { zh: '节点数', en: 'Nodes' },
      type: 'input',
      data: 'int',
      form: false,
      searchable: false,
      width: 80,
    },
    remarkField({ maxLength: 500, width: 200 }),
    createTimeField,
  ],
})
