/*
 * The events the product tells people about, each with the variables its templates may use. A template
 * (消息模板) is chosen by event code and channel; its title and bodies may name only the variables its
 * event declares, so a template can never ask for a value the sending code does not give.
 */

import type { Localized } from '../resources/types'

/** Spec §3 m_template_type: 1 SMS, 2 in-site message, 3 mail. */
export const TEMPLATE_TYPE = { sms: 1, site: 2, mail: 3 } as const
export type TemplateChannel = keyof typeof TEMPLATE_TYPE

/** Spec §3 m_enable_status: 0 enabled, 1 disabled. */
export const ENABLE_STATUS = { enabled: 0, disabled: 1 } as const

export type NotifyEvent = {
  label: Localized
  /** The variables a template of this event may use, each with a sample value for the preview. */
  variables: Readonly<Record<string, string>>
  /**
   * The rendered text is a secret (a sign-in code): the send log keeps it only until it is sent, so the
   * database never holds a usable code in the clear.
   */
  secret?: boolean
}

const event = (zh: string, en: string, variables: Record<string, string>, secret = false): NotifyEvent => ({
  label: { zh, en },
  variables,
  ...(secret ? { secret } : {}),
})

export const NOTIFY_EVENTS = {
  'lab.itemAssigned': event('检测任务分配', 'Test item assigned', {
    item: '外径千分尺校准',
    sample: '外径千分尺 S2026-0001',
  }),
  'lab.reportToAudit': event('报告待审核', 'Report to audit', {
    sample: '外径千分尺 S2026-0001',
    drafter: '张三',
  }),
  'lab.orderDone': event('委托完成', 'Order done', { orderNo: 'WT2026-0001' }),
  'leave.submitted': event('请假申请待审批', 'Leave request to approve', {
    processName: '请假流程',
    applicant: '张三',
    leaveType: '年假',
    days: '2',
  }),
  'leave.approved': event('请假申请已批准', 'Leave request approved', {
    processName: '请假流程',
    leaveType: '年假',
    days: '2',
    approver: '李四',
  }),
  'leave.rejected': event('请假申请被驳回', 'Leave request rejected', {
    processName: '请假流程',
    leaveType: '年假',
    days: '2',
    approver: '李四',
    comment: '工作安排冲突',
  }),
  'standards.deviceNonconforming': event('标准器不合格', 'Standard device found wrong', {
    deviceName: '标准砝码',
    serialNo: 'BZ-001',
    trigger: '溯源结果不合格',
    since: '2026-01-10',
    certificateCount: '12',
  }),
  'standards.deviceDue': event('标准器即将到期', 'Standard device falls due', {
    deviceName: '标准砝码',
    serialNo: 'BZ-001',
    dueDate: '2026-12-31',
  }),
  'standards.deviceOverdue': event('标准器已到期', 'Standard device past due', {
    deviceName: '标准砝码',
    serialNo: 'BZ-001',
    dueDate: '2026-12-31',
  }),
  'certificate.underReview': event('证书复核中', 'Certificate under review', {
    certificateNo: 'JZ2026-0001',
    instrumentName: '外径千分尺',
    issueDate: '2026-03-01',
    deviceName: '标准砝码',
  }),
  'certificate.reviewConfirmed': event('证书复核确认有效', 'Certificate confirmed valid', {
    certificateNo: 'JZ2026-0001',
    reason: '复测结果在允差内',
  }),
  'certificate.revoked': event('证书撤销', 'Certificate revoked', {
    certificateNo: 'JZ2026-0001',
    reason: '复测超差',
  }),
  'staff.certificateDue': event('人员证书即将到期', 'Staff certificate falls due', {
    person: '张三',
    subject: '计量检定员证',
    lapseDate: '2026-12-31',
    days: '30',
  }),
  'staff.certificateLapsed': event('人员证书已过期', 'Staff certificate lapsed', {
    person: '张三',
    subject: '计量检定员证',
    lapseDate: '2026-12-31',
    problemNote: '（证书已撤回）',
  }),
  'staff.authorisationDue': event('人员授权即将失效', 'Staff authorisation falls due', {
    person: '张三',
    subject: '外径千分尺校准',
    lapseDate: '2026-12-31',
    days: '30',
  }),
  'staff.authorisationLapsed': event('人员授权已失效', 'Staff authorisation lapsed', {
    person: '张三',
    subject: '外径千分尺校准',
    lapseDate: '2026-12-31',
    problemNote: '（证书已撤回）',
  }),
  'staff.certificateWithdrawn': event('人员证书撤回', 'Staff certificate withdrawn', {
    certificate: '计量检定员证 No.123',
    reason: '复评未通过',
  }),
  'staff.certificateReinstated': event('人员证书恢复', 'Staff certificate reinstated', {
    certificate: '计量检定员证 No.123',
    reason: '复评通过',
  }),
  'auth.smsCode': event('短信验证码', 'SMS code', { code: '123456', minutes: '5' }, true),
  'auth.passwordReset': event('密码已重置', 'Password reset', {
    account: 'zhangsan',
    resetAt: '2026-03-01 09:30',
    operator: '张三',
  }),
  'pickup.booked': event('取件预约已提交', 'Pickup booked', {
    customerName: '某某精密机械有限公司',
    pickupNo: 'YY202603010001',
    pickupTime: '2026-03-02 09:00',
    address: '长沙市岳麓区麓谷大道 100 号',
  }),
  'pickup.accepted': event('取件预约已受理', 'Pickup accepted', {
    customerName: '某某精密机械有限公司',
    pickupNo: 'YY202603010001',
    pickupTime: '2026-03-02 09:00',
    acceptor: '王取件',
  }),
  'order.registered': event('委托已登记', 'Order registered', {
    customerName: '某某精密机械有限公司',
    orderNo: 'DJ202603010001',
    instrumentCount: '3',
    registeredOn: '2026-03-01',
  }),
  'report.ready': event('证书已出具', 'Certificate issued', {
    customerName: '某某精密机械有限公司',
    orderNo: 'DJ202603010001',
    certificateNo: 'JZ2026-0001',
    instrumentName: '外径千分尺',
    issueDate: '2026-03-05',
  }),
  'certificate.asFoundOutOfTolerance': event('调整前超差提示', 'Found out of tolerance', {
    customerName: '某某精密机械有限公司',
    certificateNo: 'JZ2026-0001',
    instrumentName: '外径千分尺',
    serialNo: 'Q-2024-118',
    issueDate: '2026-03-05',
  }),
  'invoice.issued': event('发票已开具', 'Invoice issued', {
    customerName: '某某精密机械有限公司',
    invoiceNo: '04400123',
    amount: '1280.00',
    issuedOn: '2026-03-06',
  }),
  'recall.due': event('器具复校提醒', 'Instrument recall due', {
    customerName: '某某精密机械有限公司',
    instrumentName: '外径千分尺',
    serialNo: 'Q-2024-118',
    certificateNo: 'JZ2026-0001',
    dueDate: '2026-12-31',
  }),
} as const satisfies Record<string, NotifyEvent>

export type NotifyEventCode = keyof typeof NOTIFY_EVENTS

export const NOTIFY_EVENT_CODES = Object.keys(NOTIFY_EVENTS) as NotifyEventCode[]

export const isNotifyEvent = (code: string): code is NotifyEventCode => Object.hasOwn(NOTIFY_EVENTS, code)

/** The values a send of `E` must give: one string per declared variable. */
export type NotifyValues<E extends NotifyEventCode> = Record<
  keyof (typeof NOTIFY_EVENTS)[E]['variables'],
  string
>
