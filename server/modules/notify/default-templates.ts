import type { NotifyEventCode, TemplateChannel } from '@/domain/notify/events'
import type { MessageCategory } from '../message/service'

/*
 * The templates a lab starts with: the texts the product sent before templates existed, so that nothing a
 * user reads changes until the lab edits them. A lab without a stored template for an event and channel is
 * sent these (a new event reaches every lab at once); a stored one, even disabled, takes precedence.
 */

export type DefaultTemplate = {
  event: NotifyEventCode
  channel: TemplateChannel
  title: string
  zh: string
  en: string
  /** The in-site message's category (message centre): workflow steps or notices. */
  category?: MessageCategory
}

const site = (
  event: NotifyEventCode,
  category: MessageCategory,
  title: string,
  zh: string,
  en: string,
): DefaultTemplate => ({ event, channel: 'site', title, zh, en, category })

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  site(
    'lab.itemAssigned',
    'workflow',
    '检测任务',
    '新的检测任务：{item}（{sample}），请开始检测',
    'New test item for you: {item} ({sample}), please start testing',
  ),
  site(
    'lab.reportToAudit',
    'workflow',
    '报告审核',
    '报告待审核：{sample}（编制人 {drafter}）',
    'A report waits for your audit: {sample} (drafted by {drafter})',
  ),
  site(
    'lab.orderDone',
    'workflow',
    '委托完成',
    '委托单 {orderNo} 的全部报告已完成，可通知客户取件',
    'Every report of order {orderNo} is done: the customer can be told',
  ),
  site(
    'leave.submitted',
    'workflow',
    '{processName}',
    '{applicant}提交了{leaveType}申请（{days}天），请审批',
    '{applicant} asks for {leaveType} ({days} days), please approve',
  ),
  site(
    'leave.approved',
    'workflow',
    '{processName}',
    '您的{leaveType}申请（{days}天）已由{approver}批准',
    'Your {leaveType} request ({days} days) was approved by {approver}',
  ),
  site(
    'leave.rejected',
    'workflow',
    '{processName}',
    '您的{leaveType}申请（{days}天）被{approver}驳回：{comment}',
    'Your {leaveType} request ({days} days) was rejected by {approver}: {comment}',
  ),
  site(
    'standards.deviceNonconforming',
    'workflow',
    '标准器不合格',
    '标准器“{deviceName}”（{serialNo}）{trigger}：自{since}以来用其出具的 {certificateCount} 份证书可能受影响，请到“证书复核”处理。',
    'Standard device "{deviceName}" ({serialNo}): {trigger}. {certificateCount} certificates issued with it since {since} may be affected: see Certificate reviews.',
  ),
  site(
    'standards.deviceDue',
    'notice',
    '标准器到期提醒',
    '标准器“{deviceName}”（{serialNo}）将于 {dueDate} 到期，请按溯源计划安排检定或校准。',
    'Standard device "{deviceName}" ({serialNo}) falls due on {dueDate}: schedule its verification or calibration.',
  ),
  site(
    'standards.deviceOverdue',
    'notice',
    '标准器到期提醒',
    '标准器“{deviceName}”（{serialNo}）已于 {dueDate} 到期，已不能用于出具结果，请尽快安排溯源。',
    'Standard device "{deviceName}" ({serialNo}) fell due on {dueDate} and may no longer be used for results: have it traced.',
  ),
  site(
    'certificate.underReview',
    'notice',
    '证书复核通知',
    '您的证书 {certificateNo}（{instrumentName}，{issueDate} 出具）所用的标准器“{deviceName}”经核查发现异常，我们正在复核该证书，复核期间公开查询显示“复核中”。建议您评估该器具自上次校准以来测量结果可能受到的影响；复核结果将另行通知。',
    'The standard "{deviceName}" used for your certificate {certificateNo} ({instrumentName}, issued {issueDate}) was found wrong. We are reviewing the certificate; meanwhile the public query shows it as under review. Please assess how measurements since the last calibration may be affected; we will tell you the outcome.',
  ),
  site(
    'certificate.reviewConfirmed',
    'notice',
    '证书复核结果',
    '证书 {certificateNo} 复核完毕，确认有效：{reason}',
    'Certificate {certificateNo} was reviewed and is confirmed valid: {reason}',
  ),
  site(
    'certificate.revoked',
    'notice',
    '证书复核结果',
    '证书 {certificateNo} 复核后已撤销：{reason}。我们将重新出具证书，请以新证书为准，并评估此前测量结果受到的影响。',
    'Certificate {certificateNo} was revoked after review: {reason}. We will issue a new certificate; please rely on it and assess how earlier measurements were affected.',
  ),
  site(
    'staff.certificateDue',
    'notice',
    '人员证书到期提醒',
    '{person}的证书“{subject}”将于 {lapseDate} 失效（还有 {days} 天），请及时安排复评或换证。',
    'The certificate "{subject}" of {person} lapses on {lapseDate} ({days} days left): arrange its renewal.',
  ),
  site(
    'staff.certificateLapsed',
    'notice',
    '人员证书已过期',
    '{person}的证书“{subject}”已于 {lapseDate} 失效{problemNote}，请尽快复评、换证或调整授权。',
    'The certificate "{subject}" of {person} lapsed on {lapseDate}{problemNote}: renew it or adjust the authorisations.',
  ),
  site(
    'staff.authorisationDue',
    'notice',
    '人员授权到期提醒',
    '{person}的开展{subject}的授权将于 {lapseDate} 失效（还有 {days} 天），请及时安排复评或换证。',
    'The authorisation of {person} for {subject} lapses on {lapseDate} ({days} days left): arrange a re-assessment.',
  ),
  site(
    'staff.authorisationLapsed',
    'notice',
    '人员授权已失效',
    '{person}的开展{subject}的授权已于 {lapseDate} 失效{problemNote}，请尽快复评、换证或调整授权。',
    'The authorisation of {person} for {subject} lapsed on {lapseDate}{problemNote}: re-assess or adjust it.',
  ),
  site(
    'staff.certificateWithdrawn',
    'notice',
    '人员证书已撤回',
    '您的证书“{certificate}”已被撤回（原因：{reason}），依据该证书的授权随之失效，直至证书恢复。',
    'Your certificate "{certificate}" was withdrawn ({reason}); the authorisations resting on it lapse until it is reinstated.',
  ),
  site(
    'staff.certificateReinstated',
    'notice',
    '人员证书已恢复',
    '您的证书“{certificate}”已恢复（原因：{reason}），依据该证书的授权恢复有效。',
    'Your certificate "{certificate}" was reinstated ({reason}); the authorisations resting on it are valid again.',
  ),
  {
    event: 'auth.smsCode',
    channel: 'sms',
    title: '短信验证码',
    zh: '【MetroDesk】您的验证码是 {code}，{minutes} 分钟内有效。',
    en: '[MetroDesk] Your code is {code}, valid for {minutes} minutes.',
  },
  {
    event: 'recall.due',
    channel: 'sms',
    title: '器具复校提醒',
    zh: '【MetroDesk】{customerName}，您的{instrumentName}（证书 {certificateNo}）将于 {dueDate} 到期，请及时安排复校。',
    en: '[MetroDesk] {customerName}: your {instrumentName} (certificate {certificateNo}) is due on {dueDate}; please book its recalibration.',
  },
  site(
    'recall.due',
    'notice',
    '器具复校提醒',
    '您的{instrumentName}（{serialNo}，证书 {certificateNo}）将于 {dueDate} 到期，请及时安排复校。',
    'Your {instrumentName} ({serialNo}, certificate {certificateNo}) is due on {dueDate}; please book its recalibration.',
  ),
  {
    event: 'recall.due',
    channel: 'mail',
    title: '器具复校提醒：{instrumentName} 将于 {dueDate} 到期',
    zh: '{customerName}：\n\n您的{instrumentName}（出厂编号 {serialNo}，证书 {certificateNo}）的校准将于 {dueDate} 到期。为保证测量结果持续可靠，请及时安排复校。\n\n如已安排，请忽略本邮件。',
    en: 'Dear {customerName},\n\nthe calibration of your {instrumentName} (serial {serialNo}, certificate {certificateNo}) is due on {dueDate}. Please book its recalibration to keep your measurements reliable.\n\nIf you have booked it already, please ignore this mail.',
  },
  {
    event: 'auth.passwordReset',
    channel: 'sms',
    title: '密码已重置',
    zh: '【MetroDesk】您的账号 {account} 的密码已于 {resetAt} 由{operator}重置。如非本人操作，请立即联系实验室。',
    en: '[MetroDesk] The password of your account {account} was reset at {resetAt} by {operator}. If this was not you, contact the lab at once.',
  },
  site(
    'auth.passwordReset',
    'notice',
    '密码已重置',
    '您的账号 {account} 的密码已于 {resetAt} 由{operator}重置，此前的登录均已退出。如非本人操作，请立即联系实验室。',
    'The password of your account {account} was reset at {resetAt} by {operator}; every earlier sign-in was ended. If this was not you, contact the lab at once.',
  ),
  {
    event: 'pickup.booked',
    channel: 'sms',
    title: '取件预约已提交',
    zh: '【MetroDesk】您的取件预约 {pickupNo} 已提交：{pickupTime}，{address}。实验室受理后将再通知您。',
    en: '[MetroDesk] Your pickup {pickupNo} is booked for {pickupTime} at {address}. We will tell you once the lab accepts it.',
  },
  site(
    'pickup.booked',
    'notice',
    '取件预约已提交',
    '您的取件预约 {pickupNo} 已提交：{pickupTime}，{address}。实验室受理后将再通知您。',
    'Your pickup {pickupNo} is booked for {pickupTime} at {address}. You will be told once the lab accepts it.',
  ),
  {
    event: 'pickup.accepted',
    channel: 'sms',
    title: '取件预约已受理',
    zh: '【MetroDesk】您的取件预约 {pickupNo} 已受理，{acceptor} 将于 {pickupTime} 上门取件。',
    en: '[MetroDesk] Your pickup {pickupNo} is accepted: {acceptor} will come at {pickupTime}.',
  },
  site(
    'pickup.accepted',
    'notice',
    '取件预约已受理',
    '您的取件预约 {pickupNo} 已受理，{acceptor} 将于 {pickupTime} 上门取件。',
    'Your pickup {pickupNo} is accepted: {acceptor} will come at {pickupTime}.',
  ),
  {
    event: 'order.registered',
    channel: 'sms',
    title: '委托已登记',
    zh: '【MetroDesk】{customerName}，您的 {instrumentCount} 台器具已于 {registeredOn} 登记，委托单号 {orderNo}。',
    en: '[MetroDesk] {customerName}: your {instrumentCount} instruments were registered on {registeredOn}, order {orderNo}.',
  },
  site(
    'order.registered',
    'notice',
    '委托已登记',
    '您的 {instrumentCount} 台器具已于 {registeredOn} 登记，委托单号 {orderNo}，可在“我的委托”查看进度。',
    'Your {instrumentCount} instruments were registered on {registeredOn} as order {orderNo}; follow it under My orders.',
  ),
  {
    event: 'order.registered',
    channel: 'mail',
    title: '委托已登记：{orderNo}',
    zh: '{customerName}：\n\n您的 {instrumentCount} 台器具已于 {registeredOn} 登记，委托单号 {orderNo}。检测完成后我们将通知您领取证书。',
    en: 'Dear {customerName},\n\nyour {instrumentCount} instruments were registered on {registeredOn} as order {orderNo}. We will tell you when their certificates are ready.',
  },
  {
    event: 'report.ready',
    channel: 'sms',
    title: '证书已出具',
    zh: '【MetroDesk】{customerName}，您的{instrumentName}证书 {certificateNo} 已于 {issueDate} 出具（委托单 {orderNo}）。',
    en: '[MetroDesk] {customerName}: the certificate {certificateNo} of your {instrumentName} was issued on {issueDate} (order {orderNo}).',
  },
  site(
    'report.ready',
    'notice',
    '证书已出具',
    '您的{instrumentName}证书 {certificateNo} 已于 {issueDate} 出具（委托单 {orderNo}），可在“我的证书”下载。',
    'The certificate {certificateNo} of your {instrumentName} was issued on {issueDate} (order {orderNo}); download it under My certificates.',
  ),
  {
    event: 'report.ready',
    channel: 'mail',
    title: '证书已出具：{certificateNo}',
    zh: '{customerName}：\n\n您的{instrumentName}证书 {certificateNo} 已于 {issueDate} 出具（委托单 {orderNo}）。您可在客户门户下载，或凭证书编号和校验码在公开查询页核验。',
    en: 'Dear {customerName},\n\nthe certificate {certificateNo} of your {instrumentName} was issued on {issueDate} (order {orderNo}). Download it in the customer portal, or verify it on the public lookup page with its number and check code.',
  },
  {
    event: 'certificate.asFoundOutOfTolerance',
    channel: 'sms',
    title: '调整前超差提示',
    zh: '【MetroDesk】{customerName}，您的{instrumentName}（{serialNo}）在本次校准前超出最大允许误差（证书 {certificateNo}），建议评估其自上次校准以来的测量结果。',
    en: '[MetroDesk] {customerName}: your {instrumentName} ({serialNo}) was found out of tolerance before this calibration (certificate {certificateNo}); please assess what it measured since its last calibration.',
  },
  site(
    'certificate.asFoundOutOfTolerance',
    'notice',
    '调整前超差提示',
    '您的{instrumentName}（{serialNo}）在本次校准前超出最大允许误差（证书 {certificateNo}，{issueDate} 出具）。建议评估该器具自上次校准以来的测量结果所受的影响，必要时追溯相关产品或数据。',
    'Your {instrumentName} ({serialNo}) was found out of tolerance before this calibration (certificate {certificateNo}, issued {issueDate}). Please assess what it measured since its last calibration, and trace the products or data concerned if need be.',
  ),
  {
    event: 'certificate.asFoundOutOfTolerance',
    channel: 'mail',
    title: '调整前超差提示：{instrumentName}（证书 {certificateNo}）',
    zh: '{customerName}：\n\n您的{instrumentName}（出厂编号 {serialNo}）在本次校准前的示值超出最大允许误差，详见证书 {certificateNo}（{issueDate} 出具）的“校准前示值”。\n\n该器具自上次校准以来的测量结果可能受到影响，建议评估其影响，必要时追溯相关产品或数据。',
    en: 'Dear {customerName},\n\nyour {instrumentName} (serial {serialNo}) read out of tolerance before this calibration: see the as-found readings of certificate {certificateNo} (issued {issueDate}).\n\nWhat it measured since its last calibration may be affected: please assess it, and trace the products or data concerned if need be.',
  },
  {
    event: 'invoice.issued',
    channel: 'sms',
    title: '发票已开具',
    zh: '【MetroDesk】{customerName}，发票 {invoiceNo}（金额 ¥{amount}）已于 {issuedOn} 开具。',
    en: '[MetroDesk] {customerName}: invoice {invoiceNo} (CNY {amount}) was issued on {issuedOn}.',
  },
  site(
    'invoice.issued',
    'notice',
    '发票已开具',
    '发票 {invoiceNo}（金额 ¥{amount}）已于 {issuedOn} 开具。',
    'Invoice {invoiceNo} (CNY {amount}) was issued on {issuedOn}.',
  ),
  {
    event: 'invoice.issued',
    channel: 'mail',
    title: '发票已开具：{invoiceNo}',
    zh: '{customerName}：\n\n发票 {invoiceNo}（价税合计 ¥{amount}）已于 {issuedOn} 开具，请注意查收。',
    en: 'Dear {customerName},\n\ninvoice {invoiceNo} (CNY {amount} including tax) was issued on {issuedOn}.',
  },
]

export const defaultTemplateOf = (event: NotifyEventCode, channel: TemplateChannel) =>
  DEFAULT_TEMPLATES.find((template) => template.event === event && template.channel === channel)

/** The in-site category of an event's messages (workflow steps are grouped apart from notices). */
export const categoryOf = (event: NotifyEventCode): MessageCategory =>
  defaultTemplateOf(event, 'site')?.category ?? 'notice'
