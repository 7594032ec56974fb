import { PORTAL_AREA, PORTAL_PAGES, type DataScope } from '@/domain/access'
import { CUSTOMER_ROLE_ALIAS, MY_PICKUPS_PATH, PICKUP_ACCEPTANCE_PATH } from '@/domain/constants'
import { WORK_LISTS, type WorkListCode } from '@/domain/workflow'
import type { MenuSeed, RoleAlias } from '../types'

/** Label, code and path of a menu; icon is required because the sidebar shows one for every menu. */
const menu = (
  code: string,
  zh: string,
  en: string,
  path: string,
  icon: string,
  children: MenuSeed[] = [],
  roles?: string[],
): MenuSeed => ({
  code,
  zh,
  en,
  category: 1,
  path,
  icon,
  ...(roles ? { roles } : {}),
  ...(children.length > 0 ? { children } : {}),
})

/** A button's code is the permission the server checks, so it is globally unique (prefixed by its menu). */
const button = (code: string, zh: string, en: string): MenuSeed => ({
  code,
  zh,
  en,
  category: 2,
  path: '',
  icon: '',
})

// Lab administrators run system management; the platform administrator also sees it in the platform tenant.
const systemRoles: RoleAlias[] = ['admin', 'administrator']

/** A menu's code and those of everything under it. */
const menuCodesOf = (node: MenuSeed): string[] => [node.code, ...(node.children ?? []).flatMap(menuCodesOf)]

const systemArea = (extra: MenuSeed[] = []): MenuSeed =>
  menu(
    'system',
    '系统管理',
    'System management',
    '/system',
    'IconSettings',
    [
      menu(
        'user',
        '用户管理',
        'Users',
        '/system/user',
        'IconUsers',
        [
          button('user_add', '新增', 'Add'),
          button('user_edit', '修改', 'Edit'),
          button('user_delete', '删除', 'Delete'),
          button('user_view', '查看', 'View'),
          button('user_role', '授予角色', 'Grant roles'),
          button('user_reset', '重置密码', 'Reset password'),
          button('user_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      menu(
        'role',
        '角色管理',
        'Roles',
        '/system/role',
        'IconUserShield',
        [
          button('role_add', '新增', 'Add'),
          button('role_edit', '修改', 'Edit'),
          button('role_delete', '删除', 'Delete'),
          button('role_view', '查看', 'View'),
          button('role_grant', '权限设置', 'Permissions'),
          button('role_scope', '数据权限', 'Data scopes'),
          button('role_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      menu(
        'dept',
        '部门管理',
        'Departments',
        '/system/dept',
        'IconSitemap',
        [
          button('dept_add', '新增', 'Add'),
          button('dept_edit', '修改', 'Edit'),
          button('dept_delete', '删除', 'Delete'),
          button('dept_view', '查看', 'View'),
          button('dept_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      menu(
        'menu',
        '菜单管理',
        'Menus',
        '/system/menu',
        'IconMenu2',
        [
          button('menu_add', '新增', 'Add'),
          button('menu_edit', '修改', 'Edit'),
          button('menu_delete', '删除', 'Delete'),
          button('menu_view', '查看', 'View'),
          button('menu_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      menu(
        'dict',
        '字典管理',
        'Dictionaries',
        '/system/dict',
        'IconBook',
        [
          button('dict_add', '新增', 'Add'),
          button('dict_edit', '修改', 'Edit'),
          button('dict_delete', '删除', 'Delete'),
          button('dict_seal', '封存', 'Seal'),
          button('dict_view', '查看', 'View'),
          button('dict_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      menu(
        'dictbiz',
        '业务字典',
        'Business dictionaries',
        '/system/dictbiz',
        'IconBooks',
        [
          button('dictbiz_add', '新增', 'Add'),
          button('dictbiz_edit', '修改', 'Edit'),
          button('dictbiz_delete', '删除', 'Delete'),
          button('dictbiz_seal', '封存', 'Seal'),
          button('dictbiz_view', '查看', 'View'),
          button('dictbiz_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      menu(
        'param',
        '参数管理',
        'Parameters',
        '/system/param',
        'IconAdjustments',
        [
          button('param_add', '新增', 'Add'),
          button('param_edit', '修改', 'Edit'),
          button('param_delete', '删除', 'Delete'),
          button('param_view', '查看', 'View'),
          button('param_export', '导出', 'Export'),
        ],
        systemRoles,
      ),
      // The materials every user downloads from the notification centre (tools, manuals, templates).
      menu(
        'material',
        '资料管理',
        'Materials',
        '/system/material',
        'IconFiles',
        resourceButtons('material'),
        systemRoles,
      ),
      // Who signed in, failed to, and changed users, roles, grants, scopes, links or tenants (ASVS V7).
      menu(
        'security_log',
        '安全审计',
        'Security audit',
        '/system/security-log',
        'IconShieldLock',
        [button('security_log_view', '查看', 'View'), button('security_log_export', '导出', 'Export')],
        systemRoles,
      ),
      // Every change of the lab's master records (ISO/IEC 17025 8.4): searched and exported, never changed.
      menu(
        'record_history',
        '变更记录',
        'Change history',
        '/system/record-history',
        'IconHistory',
        [button('record_history_view', '查看', 'View'), button('record_history_export', '导出', 'Export')],
        systemRoles,
      ),
      // The texts of every message the lab sends (in-site, SMS, mail), and what was sent with them.
      menu(
        'notify_template',
        '消息模板',
        'Message templates',
        '/system/notify-template',
        'IconBell',
        resourceButtons('notify_template'),
        systemRoles,
      ),
      menu(
        'notify_send_log',
        '发送记录',
        'Send log',
        '/system/notify-send-log',
        'IconSend',
        [button('notify_send_log_view', '查看', 'View'), button('notify_send_log_export', '导出', 'Export')],
        systemRoles,
      ),
      ...extra,
    ],
    systemRoles,
  )

/** The standard buttons of a resource page: their codes are the permissions its routes check. */
const resourceButtons = (prefix: string): MenuSeed[] => [
  button(`${prefix}_add`, '新增', 'Add'),
  button(`${prefix}_edit`, '修改', 'Edit'),
  button(`${prefix}_delete`, '删除', 'Delete'),
  button(`${prefix}_view`, '查看', 'View'),
  button(`${prefix}_export`, '导出', 'Export'),
]

// No roles list: which roles see customers is decided by the grants below (reception edits, others read).
const crmArea = (): MenuSeed =>
  menu('crm', '客户管理', 'Customers', '/crm', 'IconBuildingCommunity', [
    menu(
      'crm_customer',
      '客户信息',
      'Customer information',
      '/crm/customer',
      'IconUsers',
      resourceButtons('customer'),
    ),
    menu(
      'crm_instrument',
      '客户器具',
      'Customer instruments',
      '/crm/instrument',
      'IconDashboard',
      resourceButtons('instrument'),
    ),
    // The accounts customers made themselves, linked to their customer record by the lab.
    menu('crm_customer_account', '客户账号', 'Customer accounts', '/crm/customer-account', 'IconUserCheck', [
      button('customer_account_view', '查看', 'View'),
      button('customer_account_link', '关联客户', 'Link to a customer'),
      button('customer_account_export', '导出', 'Export'),
    ]),
    // Instruments falling due: reception books their pickup or quotes their recalibration.
    menu('crm_recall', '到期提醒', 'Recalls due', '/crm/recall', 'IconBellRinging', [
      button('recall_view', '查看', 'View'),
    ]),
  ])

const crmReadCodes = ['crm', 'crm_customer', 'crm_instrument', 'customer_view', 'instrument_view']
const crmAllCodes = [
  ...crmReadCodes,
  ...['add', 'edit', 'delete', 'export'].flatMap((action) => [`customer_${action}`, `instrument_${action}`]),
  'crm_customer_account',
  'customer_account_view',
  'customer_account_link',
  'customer_account_export',
  'crm_recall',
  'recall_view',
]

// No roles list: pickup staff and reception are granted it (roleMenuGrants). The paths are the spec's; the
// acceptance page is where a click on the shell's pickup notice leads (PICKUP_ACCEPTANCE_PATH).
const pickupArea = (): MenuSeed =>
  menu('pickup', '取件预约', 'Pickups', '/appointment-pickup-manage', 'IconTruck', [
    menu('pickup_acceptance', '取件受理', 'Pickup acceptance', PICKUP_ACCEPTANCE_PATH, 'IconClipboardCheck', [
      button('pickup_accept', '受理', 'Accept'),
    ]),
    menu(
      'pickup_registration',
      '现场登记',
      'On-site registration',
      '/appointment-pickup-manage/registration/index',
      'IconClipboardList',
      [button('registration_submit', '提交登记', 'Submit registration')],
    ),
    // The pickup road: vehicles, route plans with their nodes, the day's routes (派车) and the driver's own.
    menu('pickup_vehicles', '车辆管理', 'Vehicles', '/appointment-pickup-manage/vehicle', 'IconTruck', [
      ...resourceButtons('pickup_vehicle'),
    ]),
    menu(
      'pickup_route_plans',
      '路线计划',
      'Route plans',
      '/appointment-pickup-manage/route-plan',
      'IconArrowsSplit',
      [...resourceButtons('pickup_route_plan')],
    ),
    menu('pickup_dispatch', '派车', 'Dispatch', '/appointment-pickup-manage/dispatch', 'IconSend'),
    menu('my_route', '我的路线', 'My routes', '/appointment-pickup-manage/my-route', 'IconUserCheck'),
  ])

// The customers' portal (CUSTOMER_ROLE): their own orders, certificates, instruments and pickups. Each page's
// code is the grant that reads its resources, always confined to the reader's own customer. Shown to the
// customer role only (spec §6 roles list): the lab's administrators hold every grant, but the portal is
// not their place.
const portalArea = (): MenuSeed =>
  menu(
    PORTAL_AREA.code,
    PORTAL_AREA.label.zh,
    PORTAL_AREA.label.en,
    PORTAL_AREA.path,
    PORTAL_AREA.icon,
    [
      ...PORTAL_PAGES.map((page) => menu(page.code, page.label.zh, page.label.en, page.path, page.icon)),
      menu('my_pickup', '我的预约', 'My pickups', MY_PICKUPS_PATH, 'IconCalendarPlus'),
    ],
    [CUSTOMER_ROLE_ALIAS],
  )

const pickupCodes = [
  'pickup',
  'pickup_acceptance',
  'pickup_accept',
  'pickup_registration',
  'registration_submit',
]

/** Who plans the pickup road (those who take the bookings): vehicles, route plans, the day's routes. */
const routePlanningCodes = [
  'pickup_vehicles',
  ...resourceButtons('pickup_vehicle').map((node) => node.code),
  'pickup_route_plans',
  ...resourceButtons('pickup_route_plan').map((node) => node.code),
  'pickup_dispatch',
]

const WORK_LIST_ICONS: Record<WorkListCode, string> = {
  lab_reception: 'IconFileCheck',
  lab_receipt: 'IconPackageImport',
  lab_sample_release: 'IconPackageExport',
  lab_dispatch: 'IconArrowsSplit',
  lab_assignment: 'IconUserCheck',
  lab_my_items: 'IconFlask',
  lab_confirmation: 'IconChecks',
  lab_review: 'IconShieldCheck',
  lab_drafting: 'IconFileText',
  lab_audit: 'IconFileSearch',
  lab_approval: 'IconSignature',
  lab_issue: 'IconSend',
}

/**
 * The permissions of the workflow's steps (server/modules/lab-workflow): buttons of the lab's area, so a role
 * is granted a step whatever work list it reaches it from.
 */
const labButtons: MenuSeed[] = [
  button('order_workflow', '委托审核', 'Review orders'),
  button('sample_workflow', '样品收退', 'Receive and return samples'),
  button('item_workflow', '任务下达分配', 'Dispatch and assign items'),
  button('item_check', '结果确认核验', 'Confirm and review results'),
  button('report_draft', '报告编制', 'Draft reports'),
  button('report_audit', '报告审核', 'Audit reports'),
  button('report_approve', '报告批准', 'Approve reports'),
  button('report_issue', '报告发放', 'Issue reports'),
  button('report_view', '报告查看', 'View reports'),
  button('order_view', '委托单查看', 'View orders'),
  // 新增 of 委托受理: a walk-in customer's order registered at the reception desk.
  button('order_add', '委托新增', 'Register walk-in orders'),
  button('sample_view', '样品查看', 'View samples'),
  button('test_item_view', '检测项目查看', 'View test items'),
  button('net_print', '标签打印机打印', 'Print on label printers'),
  button('workflow_manage', '流程管理（作废、撤销）', 'Manage the workflow (void, revoke)'),
]

// No roles list: each role is granted its own work lists (roleMenuGrants).
const labelApplyButtons: MenuSeed[] = [
  button('label_apply_view', '查看', 'View'),
  button('label_apply_add', '申领', 'Apply'),
  button('label_apply_approve', '审批', 'Approve or refuse'),
  button('label_apply_issue', '发放标签', 'Issue labels'),
  button('label_apply_export', '导出', 'Export'),
]

const labArea = (): MenuSeed =>
  menu('lab', '检测业务', 'Laboratory', '/lab', 'IconMicroscope', [
    ...WORK_LISTS.map((list) =>
      menu(list.code, list.label.zh, list.label.en, list.path, WORK_LIST_ICONS[list.code]),
    ),
    ...labButtons,
    // Every order the reader's data scope shows (reception, finance, the pickup staff's own).
    menu('lab_orders', '委托单', 'Orders', '/lab/orders', 'IconFileDescription'),
    // Certificates whose instrument was out of tolerance as found, by month and customer (read with reports).
    menu('lab_as_found', '调整前超差', 'Found out of tolerance', '/lab/as-found', 'IconAlertTriangle'),
    // Verification labels for certificates that passed: reception applies, the lab manager approves and
    // issues their numbers, reception prints them (server/modules/label-apply).
    menu('label_apply', '标签申领', 'Label applications', '/lab/label-apply', 'IconTag', labelApplyButtons),
    // The lab's own settings (ISO/IEC 17025 6.2): who is authorised for what, and how documents are
    // numbered. The standards results are traced to have an area of their own.
    menu('lab_staff_ability', '人员授权', 'Staff authorisations', '/lab/staff-ability', 'IconUserShield', [
      button('staff_ability_add', '授权', 'Authorise'),
      button('staff_ability_delete', '撤销授权', 'Withdraw'),
      button('staff_ability_view', '查看', 'View'),
      button('staff_ability_export', '导出', 'Export'),
    ]),
    // The scope of accreditation: what the lab does, in which range, its CMC and its decision rule.
    menu('lab_capabilities', '能力范围', 'Capabilities', '/lab/capability', 'IconTargetArrow', [
      ...resourceButtons('lab_capability'),
    ]),
    menu('lab_numbering_rule', '编号规则', 'Numbering rules', '/lab/numbering-rule', 'IconHash', [
      button('numbering_edit', '修改规则', 'Edit rules'),
    ]),
  ])

// The lab's own standards (ISO/IEC 17025 6.4, 6.5): the register, the measurement standards and their
// documents, traceability plans and results, interim checks, what falls due, and the reviews of certificates
// a standard found wrong puts in doubt. The quality office keeps it; testers record interim checks.
const standardsArea = (): MenuSeed =>
  menu('standards', '标准与溯源', 'Standards', '/standards', 'IconScale', [
    menu('lab_standard_device', '标准器', 'Standard devices', '/lab/standard-device', 'IconRuler', [
      ...resourceButtons('standard_device'),
      button('standard_device_state', '状态变更', 'Change state'),
    ]),
    menu(
      'standards_measuring',
      '计量标准',
      'Measurement standards',
      '/standards/measuring-standard',
      'IconStack',
      resourceButtons('measuring_standard'),
    ),
    menu('standards_file', '标准文件', 'Standard documents', '/standards/standard-file', 'IconFiles', [
      ...resourceButtons('standard_file'),
      button('standard_file_upload', '上传新版本', 'Upload a version'),
    ]),
    menu('standards_plan', '溯源计划', 'Traceability plans', '/standards/trace-plan', 'IconCalendarStats', [
      ...resourceButtons('trace_plan'),
      button('trace_plan_audit', '审核', 'Audit'),
    ]),
    menu('standards_result', '溯源结果', 'Trace results', '/standards/trace-result', 'IconCertificate', [
      button('trace_result_add', '登记结果', 'Record a result'),
      button('trace_result_view', '查看', 'View'),
      button('trace_result_export', '导出', 'Export'),
    ]),
    menu('standards_check', '期间核查', 'Interim checks', '/standards/interim-check', 'IconChecklist', [
      button('interim_check_add', '登记核查', 'Record a check'),
      button('interim_check_view', '查看', 'View'),
      button('interim_check_export', '导出', 'Export'),
    ]),
    menu('standards_due', '到期提醒', 'Falling due', '/standards/due', 'IconAlarm', [
      button('standard_due_view', '查看', 'View'),
    ]),
    menu(
      'standards_review',
      '证书复核',
      'Certificate reviews',
      '/standards/certificate-review',
      'IconAlertTriangle',
      [
        button('certificate_review_view', '查看', 'View'),
        button('certificate_review_export', '导出', 'Export'),
        button('certificate_review_open', '标记复核', 'Mark for review'),
        button('certificate_review_close', '结束复核', 'Close a review'),
      ],
    ),
  ])

// Staff competence (ISO/IEC 17025 6.2): records, certificates and trainings, the evidence authorisations rest
// on, what of them lapses soon and who may do which test item. The lab's administrator and the quality manager
// keep them (and alone read national IDs in full).
const staffArea = (): MenuSeed =>
  menu('staff', '人员管理', 'Staff', '/staff', 'IconUsers', [
    menu(
      'staff_records',
      '人员档案',
      'Staff records',
      '/staff/record',
      'IconId',
      resourceButtons('staff_record'),
    ),
    menu(
      'staff_certificates',
      '人员证书',
      'Staff certificates',
      '/staff/certificate',
      'IconCertificate',
      resourceButtons('staff_certificate'),
    ),
    menu(
      'staff_trainings',
      '培训管理',
      'Trainings',
      '/staff/training',
      'IconSchool',
      resourceButtons('staff_training'),
    ),
    menu(
      'staff_training_participants',
      '培训记录',
      'Training records',
      '/staff/training-participant',
      'IconChecklist',
    ),
    menu('staff_lapses', '人员到期', 'Lapsing soon', '/staff/lapses', 'IconAlarm', [
      button('staff_lapse_view', '查看', 'View'),
    ]),
    menu('staff_matrix', '能力矩阵', 'Competence matrix', '/staff/matrix', 'IconUserCheck', [
      button('staff_matrix_view', '查看', 'View'),
      button('staff_matrix_export', '导出', 'Export'),
    ]),
  ])

/** Every code of the staff area. */
const staffAllCodes = menuCodesOf(staffArea())

/** Every code of the standards area (the quality manager). */
const standardsAllCodes = menuCodesOf(standardsArea())

/** Looking the standards up (testers, reviewers, approvers): no change, but interim checks for testers. */
const standardsReadCodes = [
  'standards',
  'lab_standard_device',
  'standard_device_view',
  'standards_measuring',
  'measuring_standard_view',
  'standards_file',
  'standard_file_view',
  'standards_result',
  'trace_result_view',
  'standards_check',
  'interim_check_view',
  'standards_due',
  'standard_due_view',
]

// What the lab publishes to its customers: the public query pages read these. The administrator
// maintains them; reception, who talks to customers, reads prices and hands out questionnaires.
const publicServiceArea = (): MenuSeed =>
  menu('public_service', '对外服务', 'Public services', '/public-service', 'IconWorld', [
    menu(
      'charge_standard',
      '收费标准',
      'Charge standards',
      '/public-service/charge-standard',
      'IconReceipt',
      resourceButtons('charge_standard'),
    ),
    menu(
      'jewel_appraisal',
      '珠宝鉴定证书',
      'Jewellery appraisals',
      '/public-service/jewel-appraisal',
      'IconDiamond',
      [
        ...resourceButtons('jewel_appraisal'),
        button('jewel_appraisal_issue', '签发', 'Issue'),
        button('jewel_appraisal_revoke', '撤销', 'Revoke'),
      ],
    ),
    menu('metal_label', '贵金属标签', 'Precious metal labels', '/public-service/metal-label', 'IconTag', [
      ...resourceButtons('metal_label'),
      button('metal_label_issue', '签发', 'Issue'),
      button('metal_label_revoke', '撤销', 'Revoke'),
    ]),
    menu(
      'questionnaire',
      '问卷调查',
      'Questionnaires',
      '/public-service/questionnaire',
      'IconClipboardList',
      [
        ...resourceButtons('questionnaire'),
        button('questionnaire_publish', '发布', 'Publish'),
        button('questionnaire_link', '生成链接', 'Create links'),
        button('questionnaire_result', '查看结果', 'See results'),
      ],
    ),
    menu('notice', '公告管理', 'Notices', '/public-service/notice', 'IconSpeakerphone', [
      ...resourceButtons('notice'),
      button('notice_release', '发布', 'Release'),
    ]),
  ])

// No roles list: every user has a personal centre.
const personalArea = (): MenuSeed =>
  menu('personal', '个人中心', 'Personal centre', '/info', 'IconUserCircle', [
    menu('info', '个人信息', 'Personal information', '/info/index', 'IconId'),
  ])

// No roles list: every member of a lab asks for leave, and approvers find their tasks here.
const workArea = (): MenuSeed =>
  menu('work', '办公', 'Office', '/work', 'IconBriefcase', [
    menu('work_leave', '请假申请', 'Leave request', '/work/process/leave/form/leave', 'IconCalendarPlus'),
    menu('work_todo', '我的待办', 'My tasks', '/work/todo', 'IconChecklist'),
    menu('work_send', '我的申请', 'My requests', '/work/send', 'IconSend'),
  ])

const workMenuCodes = ['work', 'work_leave', 'work_todo', 'work_send']

// Getting paid: reception makes quotes and contracts for the customers it talks to; finance reviews quotes,
// settles bills, takes payments, issues invoices and reads the income.
const financeArea = (): MenuSeed =>
  menu('finance', '财务管理', 'Finance', '/finance', 'IconCash', [
    menu('finance_quote', '报价管理', 'Quotes', '/finance/quote', 'IconFileDollar', [
      ...resourceButtons('quote'),
      button('quote_review', '审核', 'Review'),
    ]),
    menu('finance_bill', '结算管理', 'Bills', '/finance/bill', 'IconReceipt', [
      button('bill_view', '查看', 'View'),
      button('bill_export', '导出', 'Export'),
      button('bill_settle', '结算', 'Settle'),
      button('payment_add', '登记收款', 'Record payment'),
      button('payment_confirm', '确认收款', 'Confirm payment'),
    ]),
    menu('finance_contract', '合同管理', 'Contracts', '/finance/contract', 'IconContract', [
      ...resourceButtons('contract'),
      button('contract_terminate', '终止', 'Terminate'),
    ]),
    menu('finance_invoice', '发票管理', 'Invoices', '/finance/invoice', 'IconFileInvoice', [
      button('invoice_add', '开票', 'Issue'),
      button('invoice_view', '查看', 'View'),
      button('invoice_export', '导出', 'Export'),
      button('invoice_red', '红冲', 'Red-letter'),
    ]),
    menu('finance_income', '收入统计', 'Income', '/finance/income', 'IconChartBar', [
      button('income_view', '查看', 'View'),
      button('income_export', '导出', 'Export'),
    ]),
  ])

/**
 * Making quotes and contracts (reception); reviewing quotes, settling bills, taking payments, issuing invoices
 * and reading the income (finance).
 */
const quoteMakerCodes = [
  'finance',
  'finance_quote',
  'quote_add',
  'quote_edit',
  'quote_delete',
  'quote_view',
  'quote_export',
  'finance_contract',
  'contract_add',
  'contract_edit',
  'contract_delete',
  'contract_view',
  'contract_export',
  'contract_terminate',
]
const quoteReviewerCodes = [
  'finance',
  'finance_quote',
  'quote_view',
  'quote_export',
  'quote_review',
  'finance_bill',
  'bill_view',
  'bill_export',
  'bill_settle',
  'payment_add',
  'payment_confirm',
  'finance_contract',
  'contract_view',
  'contract_export',
  'finance_invoice',
  'invoice_add',
  'invoice_view',
  'invoice_export',
  'invoice_red',
  'finance_income',
  'income_view',
  'income_export',
]

export const labMenus: MenuSeed[] = [
  systemArea(),
  crmArea(),
  pickupArea(),
  labArea(),
  standardsArea(),
  staffArea(),
  financeArea(),
  publicServiceArea(),
  workArea(),
  portalArea(),
  personalArea(),
]

// Tenants are created and disabled only by the platform operator, never by a lab's own admin.
export const platformMenus: MenuSeed[] = [
  systemArea([
    menu(
      'tenant',
      '租户管理',
      'Tenants',
      '/system/tenant',
      'IconBuildingCommunity',
      [
        button('tenant_add', '新增', 'Add'),
        button('tenant_edit', '修改', 'Edit'),
        button('tenant_disable', '停用', 'Disable'),
      ],
      ['administrator'],
    ),
  ]),
  personalArea(),
]

const labCodes = (lists: WorkListCode[]) => ['lab', ...lists]

/** The orders list (委托单) and the grant to read orders. */
const orderListCodes = ['lab_orders', 'order_view']

// Testers, reviewers and approvers look up the standards and who is authorised; the administrator changes them.
const labSettingsReadCodes = [
  'lab_staff_ability',
  'staff_ability_view',
  'lab_capabilities',
  'lab_capability_view',
  ...standardsReadCodes,
]

/** Menu codes each role is granted in its tenant ('all' = every menu and button of the tenant's list). */
export const roleMenuGrants: Record<RoleAlias, 'all' | string[]> = {
  administrator: 'all',
  admin: 'all',
  // Business roles get their menus with the business areas; until then only the personal centre.
  // Reception registers customers and their instruments; the other roles look them up.
  // The lab's steps: reception reviews orders, receives and returns samples and hands reports over;
  // testers test and draft; reviewers confirm and review results and audit reports; approvers sign. The lab's
  // administrator (all) dispatches and assigns, and alone voids released orders and revokes certificates.
  reception: [
    ...crmAllCodes,
    'public_service',
    'charge_standard',
    'charge_standard_view',
    'charge_standard_export',
    'questionnaire',
    'questionnaire_view',
    'questionnaire_link',
    'questionnaire_result',
    ...quoteMakerCodes,
    ...pickupCodes,
    ...routePlanningCodes,
    ...labCodes(['lab_reception', 'lab_receipt', 'lab_sample_release', 'lab_issue']),
    'order_workflow',
    'order_add',
    'sample_workflow',
    'net_print',
    'report_issue',
    'report_view',
    'lab_as_found',
    'label_apply',
    'label_apply_view',
    'label_apply_add',
    'label_apply_export',
    ...orderListCodes,
    'sample_view',
    'test_item_view',
    ...workMenuCodes,
    'personal',
    'info',
  ],
  tester: [
    ...crmReadCodes,
    ...labCodes(['lab_my_items', 'lab_drafting']),
    ...labSettingsReadCodes,
    'interim_check_add',
    'report_draft',
    'report_view',
    ...workMenuCodes,
    'personal',
    'info',
  ],
  reviewer: [
    ...crmReadCodes,
    ...labCodes(['lab_confirmation', 'lab_review', 'lab_audit']),
    ...labSettingsReadCodes,
    'item_check',
    'report_audit',
    'report_view',
    'lab_as_found',
    ...workMenuCodes,
    'personal',
    'info',
  ],
  approver: [
    ...crmReadCodes,
    ...labCodes(['lab_approval']),
    ...labSettingsReadCodes,
    // The lab manager approves label applications and issues their numbers.
    'label_apply',
    'label_apply_view',
    'label_apply_approve',
    'label_apply_issue',
    'label_apply_export',
    'net_print',
    'report_approve',
    'report_view',
    'lab_as_found',
    ...workMenuCodes,
    'personal',
    'info',
  ],
  // Finance reads what billing needs: customers, orders and their samples.
  finance: [
    ...crmReadCodes,
    ...labCodes([]),
    ...orderListCodes,
    ...quoteReviewerCodes,
    'sample_view',
    ...workMenuCodes,
    'personal',
    'info',
  ],
  // The quality manager keeps the lab's standards: the register, plans and their audit, results, checks, and
  // the reviews of certificates a standard found wrong puts in doubt (she reads the reports to judge them).
  quality: [
    ...crmReadCodes,
    ...labCodes([]),
    'lab_staff_ability',
    'staff_ability_view',
    // The quality manager keeps the scope of accreditation and its decision rules.
    'lab_capabilities',
    ...['add', 'edit', 'delete', 'view', 'export'].map((action) => `lab_capability_${action}`),
    ...standardsAllCodes,
    ...staffAllCodes,
    // The staff office picks the person a record, certificate or training is about among the lab's users.
    'user_view',
    ...orderListCodes,
    'report_view',
    'lab_as_found',
    'sample_view',
    'test_item_view',
    ...workMenuCodes,
    'personal',
    'info',
  ],
  // Pickup staff accept appointments and register instruments on site; they look customers up and read
  // the orders they registered (data scope 'own').
  pickup: [
    ...crmReadCodes,
    ...pickupCodes,
    // She drives the routes she is put on.
    'my_route',
    ...labCodes([]),
    ...orderListCodes,
    ...workMenuCodes,
    'personal',
    'info',
  ],
}

/**
 * The demo roles' data scopes (a resource not named is read in full): testers and reviewers read the test
 * items, samples and reports of their department's groups and their own; pickup staff the orders they
 * registered; customers their own customer's (whatever is set here, a customer's account reads no more).
 */
export const roleDataScopes: Partial<Record<RoleAlias | 'customer', Record<string, DataScope>>> = {
  tester: { test_item: 'dept', order_sample: 'dept', lab_report: 'dept', certificate: 'dept' },
  reviewer: { test_item: 'dept', order_sample: 'dept', lab_report: 'dept', certificate: 'dept' },
  pickup: { lab_order: 'own' },
  customer: {
    crm_customer: 'customer',
    crm_instrument: 'customer',
    lab_order: 'customer',
    order_sample: 'customer',
    lab_report: 'customer',
    certificate: 'customer',
    label_apply: 'customer',
    label_apply_item: 'customer',
  },
}
