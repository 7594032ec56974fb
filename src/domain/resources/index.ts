import { customers } from './customers'
import { instruments } from './instruments'
import { certificates, labReports, orderSamples, testItems } from './lab-work'
import { customerAccounts, securityEvents } from './access'
import { staffAbilities } from './lab-settings'
import { labCapabilities } from './capabilities'
import { staffCertificates, staffRecords, staffTrainingParticipants, staffTrainings } from './staff'
import {
  certificateReviews,
  interimChecks,
  measuringStandards,
  standardDevices,
  standardFiles,
  traceResults,
  tracePlans,
} from './standards'
import { orders } from './orders'
import { questionnaires } from './questionnaires'
import { bizDictEntries, bizDictGroups, dictEntries, dictGroups } from './system/dictionaries'
import { departments, roles, users } from './system/organisation'
import { recordHistories } from './system/history'
import { menus, params } from './system/settings'
import type { ResourceDeclaration } from './types'
import { jewelAppraisals, metalLabels } from './jewels'
import { chargeStandards } from './charges'
import { bills, quotes } from './billing'
import { contracts } from './contracts'
import { invoices } from './invoices'
import { notices } from './notices'
import { notifySendLogs, notifyTemplates } from './notify'
import { materials } from './materials'
import { labelApplies, labelApplyItems } from './label-apply'
import { routePlans, vehicles } from './route-plans'

export * from './types'
export * from './operators'
export * from './search-payload'
export * from './validate'
export { CUSTOMER_LINK, CUSTOMER_LINK_STATES } from './access'
export { CONTRACT_STATES } from './contracts'
export { INVOICE_STATES } from './invoices'
export { SEND_STATUSES, type SendStatus } from './notify'
export { CERTIFICATE_REVIEW_STATES } from './standards'
export {
  HISTORY_EXTRA_FIELDS,
  HISTORY_RESOURCES,
  RECORD_HISTORY_ACTIONS,
  type RecordHistoryAction,
} from './system/history'
export { VEHICLE_IN_SERVICE, VEHICLE_STATES } from './route-plans'
export {
  certificates,
  customerAccounts,
  securityEvents,
  customers,
  instruments,
  orders,
  orderSamples,
  testItems,
  labReports,
  staffAbilities,
  labCapabilities,
  standardDevices,
  measuringStandards,
  standardFiles,
  tracePlans,
  traceResults,
  interimChecks,
  certificateReviews,
  staffRecords,
  staffCertificates,
  staffTrainings,
  staffTrainingParticipants,
  questionnaires,
  dictGroups,
  dictEntries,
  bizDictGroups,
  bizDictEntries,
  departments,
  roles,
  users,
  menus,
  params,
  recordHistories,
  jewelAppraisals,
  metalLabels,
  chargeStandards,
  quotes,
  bills,
  contracts,
  invoices,
  notices,
  notifyTemplates,
  notifySendLogs,
  materials,
  labelApplies,
  labelApplyItems,
  vehicles,
  routePlans,
}

/** Every declared resource; the server registers their routes from this list. */
export const resources: readonly ResourceDeclaration[] = [
  customers,
  instruments,
  orders,
  orderSamples,
  testItems,
  labReports,
  staffAbilities,
  labCapabilities,
  standardDevices,
  measuringStandards,
  standardFiles,
  tracePlans,
  traceResults,
  interimChecks,
  certificateReviews,
  staffRecords,
  staffCertificates,
  staffTrainings,
  staffTrainingParticipants,
  questionnaires,
  dictGroups,
  dictEntries,
  bizDictGroups,
  bizDictEntries,
  departments,
  roles,
  users,
  menus,
  params,
  recordHistories,
  jewelAppraisals,
  metalLabels,
  chargeStandards,
  quotes,
  bills,
  contracts,
  invoices,
  notices,
  notifyTemplates,
  notifySendLogs,
  materials,
  certificates,
  customerAccounts,
  securityEvents,
  labelApplies,
  labelApplyItems,
  vehicles,
  routePlans,
]

export const resourceByCode = (code: string): ResourceDeclaration | undefined =>
  resources.find((resource) => resource.code === code)
