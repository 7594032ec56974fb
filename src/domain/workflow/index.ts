/** The lab's workflow: one state machine per entity, read by the server and the browser alike. */
export {
  allowedActions,
  auditEntry,
  decide,
  reasonOf,
  type ActorContext,
  type AuditEntry,
  type Decision,
  type Guard,
  type Machine,
  type Transition,
  type WorkflowEntity,
} from './machine'
export { REFUSALS, type RefusalCode } from './refusals'
export {
  ORDER_ACTIONS,
  ORDER_STATUS,
  allReportsDone,
  orderMachine,
  type OrderAction,
  type OrderContext,
  type OrderState,
} from './order'
export {
  SAMPLE_ACTIONS,
  SAMPLE_STATE,
  sampleMachine,
  type SampleAction,
  type SampleContext,
  type SampleRetention,
  type SampleState,
} from './sample'
export {
  ABILITY_TYPE,
  ITEM_ACTIONS,
  ITEM_STATE,
  itemMachine,
  itemsFinished,
  type AbilityCode,
  type ItemAction,
  type ItemContext,
  type ItemState,
} from './testItem'
export {
  REPORT_ACTIONS,
  REPORT_STATE,
  reportMachine,
  type ReportAction,
  type ReportContext,
  type ReportState,
} from './report'
export {
  OBJECT_STATE,
  SAMPLE_SETTLEMENT,
  orderObjectState,
  sampleSettlement,
  type ObjectState,
  type SampleSettlement,
} from './settlement'
export {
  WORK_LISTS,
  workListByCode,
  workListConditions,
  type LabWorkList,
  type WorkList,
  type WorkListCode,
  type WorkResource,
} from './workLists'
