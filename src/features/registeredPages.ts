import type { QueryClient } from '@tanstack/react-query'
import { MY_PICKUPS_PATH } from '@/domain/constants'
import {
  instruments,
  orders,
  params,
  recordHistories,
  securityEvents,
  staffAbilities,
  standardDevices,
  type ResourceDeclaration,
} from '@/domain/resources'
// Only the lists' declarations (no machines): the pages load on demand.
import { WORK_LISTS } from '@/domain/workflow/workLists'
import { prefetchResourceList } from '@/ui/resource/useResourceList'
import { preloadPage, registerPage } from './registry'

/** The first page of a plain resource list, asked for on the intent to open it (with the page's code). */
const firstPageOf = (resource: ResourceDeclaration) => (client: QueryClient) =>
  prefetchResourceList(client, resource)

/**
 * Pages of menu paths that have no route file of their own (spec §2: routes from the menu at run time).
 * List pages are resource declarations shown by the generic ResourcePage (src/ui/resource).
 */
registerPage('/work/todo', () => import('./work/TodoPage').then((module) => module.TodoPage))
registerPage('/work/send', () => import('./work/SendPage').then((module) => module.SendPage))

registerPage('/system/user', () => import('./system-admin/UsersPage').then((module) => module.UsersPage))
registerPage('/system/role', () => import('./system-admin/RolesPage').then((module) => module.RolesPage))
registerPage('/system/dept', () => import('./system-admin/pages').then((module) => module.DeptPage))
registerPage('/system/menu', () => import('./system-admin/pages').then((module) => module.MenusPage))
registerPage(
  '/system/param',
  () => import('./system-admin/pages').then((module) => module.ParamsPage),
  firstPageOf(params),
)
registerPage('/system/notify-template', () =>
  import('./system-admin/NotifyTemplatesPage').then((module) => module.NotifyTemplatesPage),
)
registerPage('/system/notify-send-log', () =>
  import('./system-admin/NotifyTemplatesPage').then((module) => module.NotifySendLogPage),
)
registerPage('/system/dict', () => import('./system-admin/pages').then((module) => module.DictPage))
registerPage('/system/material', () =>
  import('./system-admin/MaterialsPage').then((module) => module.MaterialsPage),
)
registerPage('/system/dictbiz', () => import('./system-admin/pages').then((module) => module.BizDictPage))
registerPage('/crm/customer', () => import('./crm/CustomersPage').then((module) => module.CustomersPage))
registerPage(
  '/crm/instrument',
  () => import('./crm/InstrumentsPage').then((module) => module.InstrumentsPage),
  firstPageOf(instruments),
)
registerPage('/crm/customer-account', () =>
  import('./crm/CustomerAccountsPage').then((module) => module.CustomerAccountsPage),
)
// 到期提醒: the customers' instruments falling due, from which reception books their pickup or quotes them.
registerPage('/crm/recall', () => import('./crm/recall/RecallPage').then((module) => module.RecallPage))
registerPage(
  '/system/security-log',
  () => import('./system-admin/pages').then((module) => module.SecurityLogPage),
  firstPageOf(securityEvents),
)
// 变更记录: the change history of the lab's master records, for administrators.
registerPage(
  '/system/record-history',
  () => import('./system-admin/RecordHistoryPage').then((module) => module.RecordHistoryPage),
  firstPageOf(recordHistories),
)
registerPage(
  '/lab/orders',
  () => import('./lab-work/OrdersPage').then((module) => module.OrdersPage),
  firstPageOf(orders),
)
// The customers' portal (我的服务): their own orders, certificates and instruments.
registerPage('/portal/orders', () => import('./portal/MyOrdersPage').then((module) => module.MyOrdersPage))
registerPage('/portal/certificates', () =>
  import('./portal/MyCertificatesPage').then((module) => module.MyCertificatesPage),
)
registerPage('/portal/instruments', () =>
  import('./portal/MyInstrumentsPage').then((module) => module.MyInstrumentsPage),
)
registerPage('/portal/billing', () => import('./portal/MyBillingPage').then((module) => module.MyBillingPage))
registerPage('/portal/label-apply', () =>
  import('./portal/MyLabelApplyPage').then((module) => module.MyLabelApplyPage),
)
// 标签申领: reception applies for customers, the lab manager approves and issues, reception prints.
registerPage('/lab/label-apply', () =>
  import('./label-apply/LabelApplyPage').then((module) => module.LabelApplyPage),
)
registerPage('/appointment-pickup-manage/appointment-pickup/acceptance-index', () =>
  import('./pickup/AcceptancePage').then((module) => module.AcceptancePage),
)
registerPage('/appointment-pickup-manage/registration/index', () =>
  import('./pickup/RegistrationPage').then((module) => module.RegistrationPage),
)
registerPage(MY_PICKUPS_PATH, () => import('./pickup/MyPickupsPage').then((module) => module.MyPickupsPage))

// The lab's work lists: one generic page, a declaration per list.
for (const list of WORK_LISTS)
  registerPage(list.path, () => import('./lab-work/WorkListPage').then((module) => module.workListPage(list)))
registerPage(
  '/lab/staff-ability',
  () => import('./lab-config/pages').then((module) => module.StaffAbilityPage),
  firstPageOf(staffAbilities),
)
registerPage('/lab/as-found', () =>
  import('./lab-work/as-found/AsFoundPage').then((module) => module.AsFoundPage),
)
registerPage('/lab/capability', () => import('./lab-config/pages').then((module) => module.CapabilitiesPage))
registerPage('/lab/numbering-rule', () =>
  import('./lab-config/NumberingRulesPage').then((module) => module.NumberingRulesPage),
)
// The lab's standards (标准与溯源): the register, measurement standards and documents, results, checks, what
// falls due, and the reviews of certificates a standard found wrong puts in doubt.
registerPage(
  '/lab/standard-device',
  () => import('./standards/DevicesPage').then((module) => module.StandardDevicesPage),
  firstPageOf(standardDevices),
)
registerPage('/standards/measuring-standard', () =>
  import('./standards/MeasuringStandardsPage').then((module) => module.MeasuringStandardsPage),
)
registerPage('/standards/standard-file', () =>
  import('./standards/StandardFilesPage').then((module) => module.StandardFilesPage),
)
registerPage('/standards/trace-plan', () =>
  import('./standards/TracePlansPage').then((module) => module.TracePlansPage),
)
registerPage('/standards/trace-result', () =>
  import('./standards/TraceResultsPage').then((module) => module.TraceResultsPage),
)
registerPage('/standards/interim-check', () =>
  import('./standards/InterimChecksPage').then((module) => module.InterimChecksPage),
)
registerPage('/standards/due', () => import('./standards/DuePage').then((module) => module.StandardsDuePage))
registerPage('/standards/certificate-review', () =>
  import('./standards/CertificateReviewsPage').then((module) => module.CertificateReviewsPage),
)
// Finance: quotes (made by reception, reviewed by finance) and the orders' bills with their payments.
registerPage('/finance/quote', () => import('./finance/QuotesPage').then((module) => module.QuotesPage))
registerPage('/finance/bill', () => import('./finance/BillsPage').then((module) => module.BillsPage))
registerPage('/finance/contract', () =>
  import('./finance/ContractsPage').then((module) => module.ContractsPage),
)
registerPage('/finance/income', () => import('./finance/IncomePage').then((module) => module.IncomePage))
registerPage('/finance/invoice', () => import('./finance/InvoicesPage').then((module) => module.InvoicesPage))
// Staff competence: records, certificates, trainings and who took them.
registerPage('/staff/record', () => import('./staff/pages').then((module) => module.StaffRecordsPage))
registerPage('/staff/certificate', () =>
  import('./staff/pages').then((module) => module.StaffCertificatesPage),
)
registerPage('/staff/training', () => import('./staff/pages').then((module) => module.StaffTrainingsPage))
registerPage('/staff/training-participant', () =>
  import('./staff/pages').then((module) => module.StaffTrainingParticipantsPage),
)
// What lapses ahead of the staff's certificates and authorisations, and who may do which test item.
registerPage('/staff/lapses', () =>
  import('./staff/lapses/LapsesPage').then((module) => module.StaffLapsesPage),
)
registerPage('/staff/matrix', () =>
  import('./staff/matrix/MatrixPage').then((module) => module.CompetenceMatrixPage),
)
// Public services: charge standards and notices.
registerPage('/public-service/charge-standard', () =>
  import('./public-service/ChargeStandardsPage').then((module) => module.ChargeStandardsPage),
)
registerPage('/public-service/notice', () =>
  import('./public-service/NoticesPage').then((module) => module.NoticesPage),
)
registerPage('/public-service/questionnaire', () =>
  import('./public-service/QuestionnairesPage').then((module) => module.QuestionnairesPage),
)
registerPage('/public-service/jewel-appraisal', () =>
  import('./public-service/JewelAppraisalPage').then((module) => module.JewelAppraisalPage),
)
registerPage('/public-service/metal-label', () =>
  import('./public-service/MetalLabelsPage').then((module) => module.MetalLabelsPage),
)

// The pickup road: vehicles, route plans with their ordered nodes, the day's routes and the driver's own.
registerPage('/appointment-pickup-manage/vehicle', () =>
  import('./route-plan/pages').then((module) => module.VehiclesPage),
)
registerPage('/appointment-pickup-manage/route-plan', () =>
  import('./route-plan/pages').then((module) => module.RoutePlansPage),
)
registerPage('/appointment-pickup-manage/dispatch', () =>
  import('./route-plan/DispatchPage').then((module) => module.DispatchPage),
)
registerPage('/appointment-pickup-manage/my-route', () =>
  import('./route-plan/MyRoutesPage').then((module) => module.MyRoutesPage),
)

/**
 * Preloads a path's page, and with a query client the data it opens with (the registrations above are made
 * when this module is first imported).
 */
export const preloadRegisteredPage = (path: string, client?: QueryClient): Promise<void> =>
  preloadPage(path, client)
