import { readPermissionsOf } from '@/domain/access'
import {
  certificates,
  chargeStandards,
  endpointsOf,
  jewelAppraisals,
  labReports,
  metalLabels,
  orderSamples,
  orders,
  questionnaires,
  resources,
  testItems,
  type ResourceDeclaration,
} from '@/domain/resources'
import {
  anyone,
  granted,
  onFile,
  operationKey,
  platformOnly,
  signedIn,
  touching,
  type AccessRule,
  type OperationKey,
} from './rules'

/*
 * Who may call each operation of the API: the one place to read it (DESIGN.md "Access").
 *
 * The server refuses to start when a route has no rule here (server/plugins/access.ts), and a test calls
 * every operation of the OpenAPI document as every demo role (tests/api/access-matrix.test.ts). Grants are
 * the codes of the menus and buttons a role is given (spec §6): a role's grants decide what it may do, not
 * its name. Data scopes (which records of a resource a role reads) apply to every list, export, detail and
 * id named in `touching`; see server/access/data-scope.ts.
 *
 * The resource engine's operations follow from each declaration (resourceRules below): reading (page,
 * detail) needs a grant that shows the resource (readPermissionsOf: its `_view` button or a page listing
 * it), export `_export`, submit `_add` or `_edit`, remove `_delete`.
 */

const read = (resource: ResourceDeclaration) => readPermissionsOf(resource)

const ownAccount = 'her own account, profile and password'
const ownThings = 'her own things only: the service confines it to the caller'

/** The operations of hand-written modules. */
const moduleRules: Record<OperationKey, AccessRule> = {
  // --- Sign-in and accounts (server/modules/auth, account) ---
  'POST /api/blade-auth/oauth/token': anyone('signing in; the client authenticates by HTTP Basic'),
  'POST /api/blade-auth/third/oauth/token': anyone('signing in from a trusted system by its signature'),
  'GET /api/blade-auth/oauth/captcha': anyone('the captcha of the sign-in form'),
  'GET /api/blade-auth/isSmsRequired': anyone('a flag the sign-in form reads'),
  'GET /api/blade-auth/isUpLoad': anyone('a flag the sign-in form reads'),
  'POST /csApi/hm-metrology/self-service/sms/:param': anyone(
    'an SMS code, rate-limited per phone and address',
  ),
  'GET /user/logout': anyone('ends only the session of the token it carries, even an expired one'),
  'POST /user/logout': anyone('ends only the session of the token it carries, even an expired one'),
  'POST /api/blade-user/register': anyone('customers register themselves with an SMS code'),
  'POST /api/blade-user/forget-password': anyone('a password reset proven by an SMS code'),
  'POST /api/blade-user/check-password': signedIn(ownAccount),
  'GET /api/blade-user/info': signedIn(ownAccount),
  'GET /api/metrodesk/boot': signedIn(
    'her own start-up answers: each part passes the gate under its own rule, as her own request',
  ),
  'POST /api/blade-user/update-info': signedIn(ownAccount),
  'POST /api/blade-user/update-password': signedIn(ownAccount),
  'GET /user/getUserInfo': signedIn(ownAccount),
  'GET /api/third-systems/generateSSOUrl': signedIn('a single sign-on address for the caller herself'),

  // --- Users, roles, departments, menus, dictionaries, parameters (server/modules/system) ---
  'GET /api/blade-user/list': granted('user_view'),
  'GET /api/blade-user/detail': granted('user_view'),
  'POST /api/blade-user/submit': granted('user_add', 'user_edit'),
  'POST /api/blade-user/remove': granted('user_delete'),
  'POST /api/blade-user/grant': granted('user_role'),
  'POST /api/blade-user/reset-password': granted('user_reset'),
  'GET /api/blade-system/role/list': granted('role_view'),
  'GET /api/blade-system/role/tree': granted('role_view', 'user_view', 'user_role'),
  'GET /api/blade-system/role/detail': granted('role_view'),
  'POST /api/blade-system/role/submit': granted('role_add', 'role_edit'),
  'POST /api/blade-system/role/remove': granted('role_delete'),
  'POST /api/blade-system/role/grant': granted('role_grant'),
  'GET /api/blade-system/role/grant-keys': granted('role_grant'),
  'GET /api/blade-system/role/scope': granted('role_scope'),
  'POST /api/blade-system/role/scope': granted('role_scope'),
  'GET /api/blade-system/dept/list': granted('dept_view'),
  // Picking a department: in the users' form, and a group when items are dispatched or searched.
  'GET /api/blade-system/dept/tree': granted('dept_view', 'user_view', read(testItems)),
  'GET /api/blade-system/dept/detail': granted('dept_view'),
  'POST /api/blade-system/dept/submit': granted('dept_add', 'dept_edit'),
  'POST /api/blade-system/dept/remove': granted('dept_delete'),
  'GET /api/blade-system/menu/list': granted('menu_view', 'role_grant'),
  'GET /api/blade-system/menu/menu-list': granted('menu_view'),
  'GET /api/blade-system/menu/detail': granted('menu_view'),
  'POST /api/blade-system/menu/submit': granted('menu_add', 'menu_edit'),
  'POST /api/blade-system/menu/remove': granted('menu_delete'),
  'GET /api/blade-system/menu/top-menu': signedIn('the menus her own roles are granted'),
  'GET /api/blade-system/menu/routes': signedIn('the menus her own roles are granted'),
  'GET /api/blade-system/menu/buttons': signedIn('the buttons her own roles are granted'),
  'GET /api/blade-system/dict/list': granted('dict_view'),
  'GET /api/blade-system/dict/detail': granted('dict_view'),
  'GET /api/blade-system/dict/tree': granted('dict_view'),
  'GET /api/blade-system/dict/dictionary': signedIn('dictionary labels every screen shows (spec §7)'),
  'POST /api/blade-system/dict/submit': granted('dict_add', 'dict_edit'),
  'POST /api/blade-system/dict/remove': granted('dict_delete'),
  'GET /api/blade-system/dict-biz/list': granted('dictbiz_view'),
  'GET /api/blade-system/dict-biz/detail': granted('dictbiz_view'),
  'GET /api/blade-system/dict-biz/tree': granted('dictbiz_view'),
  'GET /api/blade-system/dict-biz/dictionary': signedIn('dictionary labels every screen shows (spec §7)'),
  'POST /api/blade-system/dict-biz/submit': granted('dictbiz_add', 'dictbiz_edit'),
  'POST /api/blade-system/dict-biz/remove': granted('dictbiz_delete'),
  'GET /api/blade-system/param/list': signedIn(
    'the settings every session loads at start (spec §7); secret ones are masked for all but administrators',
  ),
  'GET /api/blade-system/param/detail': granted('param_view'),
  'POST /api/blade-system/param/submit': granted('param_add', 'param_edit'),
  'POST /api/blade-system/param/remove': granted('param_delete'),
  'GET /api/blade-system/tenant/list': platformOnly(),
  'GET /api/blade-system/tenant/detail': platformOnly(),
  'POST /api/blade-system/tenant/submit': platformOnly(),
  'POST /api/blade-system/tenant/disable': platformOnly(),
  'POST /api/blade-system/tenant/enable': platformOnly(),
  'GET /api/bas/basdistrict/list': anyone('the public list of China’s regions (GB/T 2260)'),
  'POST /csApi/blade-expand/region/tree': anyone('the public list of China’s regions (GB/T 2260)'),
  'POST /api/blade-log/client-error/upload': signedIn('her own browser’s error log'),
  'GET /api/blade-log/client-error/list': granted('log_view'),

  // --- Files (server/modules/file): a file is read by whoever reads a record it belongs to ---
  'POST /api/file/upload': signedIn('the file she stores is hers; others read it only through a record'),
  'GET /csApi/blade-upload/file/preview': onFile(
    signedIn('a file of a record she reads, or her own'),
    'query.fileId',
  ),
  'GET /api/file/download': onFile(signedIn('a file of a record she reads, or her own'), 'query.fileId'),
  'GET /api/file/load': onFile(signedIn('a file of a record she reads, or her own'), 'query.fileId'),
  'POST /api/file/delete': onFile(
    signedIn('her own file; others’ with file_delete (the service checks)'),
    'query.fileId',
  ),
  'POST /api/material/page': signedIn('the materials the lab offers every user (notification centre)'),

  // --- The shell's own things ---
  'GET /api/hm-crm/cart/list': signedIn(ownThings),
  'GET /api/hm-crm/cart/count': signedIn(ownThings),
  'POST /api/hm-crm/cart/add': signedIn(ownThings),
  'POST /api/hm-crm/cart/remove': signedIn(ownThings),
  'POST /api/hm-crm/cart/clear': signedIn(ownThings),
  'GET /api/blade-expand/view-param/detail': signedIn(ownThings),
  'POST /api/blade-expand/view-param/save': signedIn(ownThings),
  'GET /api/symbol/commonList': signedIn('the lab’s symbols of the math input'),
  'GET /api/bas/sysSymbol/personList': signedIn(ownThings),
  'POST /api/symbols/commonList': signedIn('the lab’s symbols of the math input'),
  'POST /api/symbols/personList': signedIn(ownThings),
  'POST /api/symbols/person/submit': signedIn(ownThings),
  'POST /api/symbols/person/remove': signedIn(ownThings),
  'GET /api/appoints/notify/msgCenterPage': signedIn(ownThings),
  'POST /api/appoints/notify/read': signedIn(ownThings),
  'POST /api/appoints/notify/send': granted('message_send'),
  'POST /api/blade-desk/notice/releaseInfoPage': signedIn('the notices the lab has released'),

  // --- Leave requests (server/modules/workflow): the service lets only those involved read or act ---
  'GET /api/blade-flow/process/definition': signedIn('the form of a leave request'),
  'POST /api/blade-desk/process/leave/start': signedIn(ownThings),
  'GET /api/blade-desk/process/leave/detail': signedIn(
    'a request she made or must handle (the service checks)',
  ),
  'POST /api/blade-desk/process/leave/cancel': signedIn(ownThings),
  'GET /api/blade-flow/work/todo-list': signedIn('tasks assigned to her or to her roles'),
  'GET /api/blade-flow/work/done-list': signedIn(ownThings),
  'GET /api/blade-flow/work/send-list': signedIn(ownThings),
  'POST /api/blade-flow/work/complete-task': signedIn(
    'a task assigned to her or to her roles (the service checks)',
  ),

  // --- Pickups and on-site registration (server/modules/pickup, registration) ---
  'GET /api/crm/pickup/notice': granted('pickup_accept'),
  'GET /api/crm/pickup/list': granted('pickup_acceptance'),
  'GET /api/crm/pickup/mine': signedIn(ownThings),
  'POST /api/crm/pickup/submit': granted('pickup_acceptance', 'my_pickup'),
  'POST /api/crm/pickup/accept': granted('pickup_accept'),
  'POST /api/crm/pickup/cancel': granted('pickup_acceptance', 'my_pickup'),
  'POST /api/crm/registration/submit': granted('registration_submit'),
  'GET /api/crm/registration/detail': touching(granted(read(orders)), ['lab_order', 'query.id']),

  // --- Customers' accounts (server/modules/customer-account) ---
  'GET /api/hm-crm/customer-account/mine': signedIn(ownThings),
  'POST /api/hm-crm/customer-account/link': granted('customer_account_link'),
  'POST /api/hm-crm/customer-account/unlink': granted('customer_account_link'),
  'POST /api/hm-crm/customer-account/reject': granted('customer_account_link'),

  // --- The lab's workflow (server/modules/lab-workflow) ---
  'GET /api/hm-metrology/order/workflow': touching(granted(read(orders)), ['lab_order', 'query.id']),
  'POST /api/hm-metrology/order/transition': touching(granted('order_workflow'), ['lab_order', 'body.id']),
  'POST /api/hm-metrology/order/transition-batch': touching(granted('order_workflow'), [
    'lab_order',
    'body.ids',
  ]),
  'POST /api/hm-metrology/test-item/submit': touching(granted('order_workflow'), [
    'order_sample',
    'body.sampleId',
  ]),
  'GET /api/hm-metrology/sample/workflow': touching(granted(read(orderSamples)), [
    'order_sample',
    'query.id',
  ]),
  'GET /api/hm-metrology/sample/label': touching(granted(read(orderSamples)), ['order_sample', 'query.id']),
  'POST /api/hm-metrology/sample/transition': touching(granted('sample_workflow'), [
    'order_sample',
    'body.id',
  ]),
  'POST /api/hm-metrology/sample/transition-batch': touching(granted('sample_workflow'), [
    'order_sample',
    'body.ids',
  ]),
  'GET /api/hm-metrology/test-item/workflow': touching(granted(read(testItems)), ['test_item', 'query.id']),
  // Each action's own grant (item_workflow, item_check) or the tester's own item is checked by the service.
  'POST /api/hm-metrology/test-item/transition': touching(
    granted('item_workflow', 'item_check', read(testItems)),
    ['test_item', 'body.id'],
  ),
  'POST /api/hm-metrology/test-item/transition-batch': touching(
    granted('item_workflow', 'item_check', read(testItems)),
    ['test_item', 'body.ids'],
  ),
  'GET /api/hm-metrology/test-item/results': touching(granted(read(testItems)), [
    'test_item',
    'query.itemId',
  ]),
  'POST /api/hm-metrology/test-item/results': touching(granted(read(testItems)), [
    'test_item',
    'body.itemId',
  ]),
  'GET /api/hm-metrology/report/workflow': touching(granted(read(labReports)), ['lab_report', 'query.id']),
  'GET /api/hm-metrology/report/of-order': touching(granted('report_view'), ['lab_order', 'query.orderId']),
  // Each action's own grant (report_draft, report_audit, report_approve, report_issue) is checked by the service.
  'POST /api/hm-metrology/report/transition': touching(
    granted('report_draft', 'report_audit', 'report_approve', 'report_issue', 'workflow_manage'),
    ['lab_report', 'body.id'],
  ),
  'POST /api/hm-metrology/report/transition-batch': touching(
    granted('report_draft', 'report_audit', 'report_approve', 'report_issue', 'workflow_manage'),
    ['lab_report', 'body.ids'],
  ),
  'GET /api/hm-metrology/report/pdf': touching(granted(read(labReports)), ['lab_report', 'query.id']),
  'GET /api/hm-metrology/certificate/pdf': touching(granted(read(certificates)), ['certificate', 'query.id']),
  'GET /api/hm-metrology/work/summary': signedIn(
    'counts of her own work lists: each only when her grants show it, within her data scope',
  ),
  'POST /api/hm-metrology/staff-ability/submit': granted('staff_ability_add'),
  'POST /api/hm-metrology/staff-ability/remove': granted('staff_ability_delete'),
  'GET /api/hm-metrology/standard-device/usable': granted('standard_device_view', read(testItems)),
  'GET /api/hm-metrology/numbering-rule/list': granted('lab_numbering_rule'),
  'GET /api/hm-metrology/numbering-rule/detail': granted('lab_numbering_rule'),
  'POST /api/hm-metrology/numbering-rule/submit': granted('numbering_edit'),
  'POST /api/hm-metrology/numbering-rule/reset': granted('numbering_edit'),
  'POST /api/hm-metrology/numbering-rule/preview': granted('lab_numbering_rule'),

  // --- Printing (server/modules/print) ---
  'GET /api/net-print/printers': granted('net_print'),
  'POST /api/net-print': granted('net_print'),
  'POST /api/hm-print/print/pdf/generate': touching(granted(read(labReports)), [
    'lab_report',
    'body.reportId',
  ]),
  'POST /api/hm-print/print/pdf/generateDiy': touching(granted(read(labReports)), [
    'lab_report',
    'body.reportId',
  ]),

  // --- Public services the lab runs (server/modules/jewels, survey, charges, notice) ---
  'GET /api/hm-metrology-jewels/appraisal/detail': touching(granted(read(jewelAppraisals)), [
    'jewel_appraisal',
    'query.id',
  ]),
  'POST /api/hm-metrology-jewels/appraisal/submit': touching(
    granted('jewel_appraisal_add', 'jewel_appraisal_edit'),
    ['jewel_appraisal', 'body.id'],
  ),
  'POST /api/hm-metrology-jewels/appraisal/remove': touching(granted('jewel_appraisal_delete'), [
    'jewel_appraisal',
    'query.ids',
  ]),
  'POST /api/hm-metrology-jewels/appraisal/issue': touching(granted('jewel_appraisal_issue'), [
    'jewel_appraisal',
    'body.id',
  ]),
  'POST /api/hm-metrology-jewels/appraisal/revoke': touching(granted('jewel_appraisal_revoke'), [
    'jewel_appraisal',
    'body.id',
  ]),
  'GET /api/hm-metrology-jewels/appraisal/pdf': touching(granted(read(jewelAppraisals)), [
    'jewel_appraisal',
    'query.id',
  ]),
  'GET /api/hm-metrology-jewels/metal-label/detail': touching(granted(read(metalLabels)), [
    'metal_label',
    'query.id',
  ]),
  'POST /api/hm-metrology-jewels/metal-label/submit': touching(
    granted('metal_label_add', 'metal_label_edit'),
    ['metal_label', 'body.id'],
  ),
  'POST /api/hm-metrology-jewels/metal-label/remove': touching(granted('metal_label_delete'), [
    'metal_label',
    'query.ids',
  ]),
  'POST /api/hm-metrology-jewels/metal-label/issue': touching(granted('metal_label_issue'), [
    'metal_label',
    'body.id',
  ]),
  'POST /api/hm-metrology-jewels/metal-label/revoke': touching(granted('metal_label_revoke'), [
    'metal_label',
    'body.id',
  ]),
  'POST /api/hm-metrology-jewels/metal-label/pdf': touching(granted(read(metalLabels)), [
    'metal_label',
    'body.id',
  ]),
  'GET /api/hm-template/questionnaire/detail': granted(read(questionnaires)),
  'POST /api/hm-template/questionnaire/submit': granted('questionnaire_add', 'questionnaire_edit'),
  'POST /api/hm-template/questionnaire/remove': granted('questionnaire_delete'),
  'POST /api/hm-template/questionnaire/publish': granted('questionnaire_publish'),
  'POST /api/hm-template/questionnaire/close': granted('questionnaire_publish'),
  'GET /api/hm-template/questionnaire/links': granted('questionnaire_link'),
  'POST /api/hm-template/questionnaire/links': granted('questionnaire_link'),
  'GET /api/hm-template/questionnaire/results': granted('questionnaire_result'),
  'GET /api/hm-metrology/charge-standard/price': granted(read(chargeStandards), 'order_workflow'),
  'POST /api/blade-desk/notice/release': granted('notice_release'),
  'POST /api/blade-desk/notice/withdraw': granted('notice_release'),

  // --- Public pages (server/modules/public-query, survey, charges, notice): no sign-in ---
  'POST /api/public/certificate/verify': anyone('needs the certificate’s check code; rate-limited, captcha'),
  'POST /api/public/certificate/pdf': anyone('needs the certificate’s check code; rate-limited, captcha'),
  'GET /api/public/captcha': anyone('the captcha of the public lookups; rate-limited'),
  'POST /api/public/report/sms': anyone('an SMS code to the phone itself; rate-limited, captcha'),
  'POST /api/public/report/by-phone': anyone('needs the SMS code sent to that phone; rate-limited'),
  'POST /api/public/metal-label/verify': anyone('needs the label’s check code; rate-limited, captcha'),
  'GET /api/public/jewel-photo/:tenantId/:sha256': anyone(
    'photos of issued documents only, by their SHA-256',
  ),
  'GET /api/public/questionnaire': anyone('a questionnaire by the token of its link'),
  'POST /api/public/questionnaire/answer': anyone('answered once per link token'),
  'POST /api/public/charge-standard/search': anyone('the lab’s published prices'),
  'GET /api/public/notice/list': anyone('released notices'),
  'GET /api/public/notice/detail': anyone('released notices'),

  // --- Not operations of the API document ---
  'GET /msgws/websocket': anyone('the socket authenticates itself by the sync token it is opened with'),
  'GET /msgws/websocket/:userId': anyone(
    'the socket authenticates itself by the sync token it is opened with',
  ),
  'GET /api/openapi.json': anyone('the API reference'),
}

/** The operations the resource engine serves for one declaration (server/resources/routes.ts). */
export function resourceRules(resource: ResourceDeclaration): Record<OperationKey, AccessRule> {
  const endpoints = endpointsOf(resource)
  const permission = (suffix: string) => `${resource.permission}_${suffix}`
  const rules: Record<OperationKey, AccessRule> = {
    [operationKey('POST', endpoints.page)]: granted(read(resource)),
    [operationKey('POST', endpoints.export)]: granted(permission('export')),
  }
  if ((resource.owner ?? 'engine') !== 'engine') return rules
  return {
    ...rules,
    [operationKey('GET', endpoints.detail)]: granted(read(resource)),
    [operationKey('POST', endpoints.submit)]: touching(granted(permission('add'), permission('edit')), [
      resource.code,
      'body.id',
    ]),
    [operationKey('POST', endpoints.remove)]: touching(granted(permission('delete')), [
      resource.code,
      'query.ids',
    ]),
  }
}

/** Every rule: the modules' and the engine's. */
export const accessPolicy: ReadonlyMap<OperationKey, AccessRule> = new Map([
  ...Object.entries(moduleRules),
  ...resources.flatMap((resource) => Object.entries(resourceRules(resource))),
] as [OperationKey, AccessRule][])

/** The rule of a route (HEAD is GET's); undefined when none is declared. */
export function ruleOf(method: string, url: string): AccessRule | undefined {
  return accessPolicy.get(operationKey(method === 'HEAD' ? 'GET' : method, url))
}
