import { NOTIFY_PARAM_DEFAULTS } from '../../modules/notify/settings'
import type { ParamSeed } from '../types'

/**
 * System parameters every tenant starts with. Values are strings because the parameter table stores text;
 * readers parse them. Times are in seconds unless a remark says otherwise.
 */
export const defaultParams: ParamSeed[] = [
  {
    key: 'website.tokenTime',
    value: '3000',
    name: { zh: '令牌刷新时间', en: 'Token refresh time' },
    remark:
      '单位：秒。访问令牌的年龄达到该值时浏览器刷新令牌（每 10 秒检查一次），须小于访问令牌有效期。 / Seconds: the browser refreshes its access token when the token is this old (checked every 10 s); must be below the access token lifetime.',
  },
  {
    key: 'account.accessTokenValidity',
    value: '3600',
    name: { zh: '访问令牌有效期', en: 'Access token lifetime' },
    remark:
      '单位：秒，须大于令牌刷新时间，留出刷新的余量。 / Seconds; must exceed website.tokenTime so the refresh happens before expiry.',
  },
  {
    key: 'account.refreshTokenValidity',
    value: '604800',
    name: { zh: '刷新令牌有效期', en: 'Refresh token lifetime' },
    remark:
      '单位：秒（604800 秒 = 7 天），超期须重新登录。 / Seconds (604800 s = 7 days); after it the user logs in again.',
  },
  {
    key: 'account.initPassword',
    value: 'metrodesk',
    name: { zh: '初始密码', en: 'Initial password' },
    remark:
      '重置密码时赋予用户的密码，用户首次登录后应修改。 / Password set when an administrator resets a user; the user is asked to change it.',
  },
  {
    key: 'login.captchaThreshold',
    value: '3',
    name: { zh: '验证码触发次数', en: 'Captcha threshold' },
    remark:
      '单位：次。连续登录失败达到该次数后须输入验证码。 / Failed logins after which a captcha is required.',
  },
  {
    key: 'login.lockThreshold',
    value: '10',
    name: { zh: '账号锁定次数', en: 'Account lock threshold' },
    remark:
      '单位：次。15 分钟内登录失败达到该次数，账号锁定 15 分钟。 / Failed logins within 15 minutes that lock the account for 15 minutes.',
  },
  {
    key: 'sms.required',
    value: 'false',
    name: { zh: '启用短信验证', en: 'SMS verification required' },
    remark: 'true 或 false。 / true or false.',
  },
  {
    key: 'log.uploadEnabled',
    value: 'true',
    name: { zh: '上传前端错误日志', en: 'Upload browser error logs' },
    remark:
      'true 或 false：是否将浏览器错误日志上传到服务器。 / true or false: whether browser error logs are sent to the server.',
  },
  {
    key: 'billing.deliverBeforePaid',
    value: 'true',
    name: { zh: '未付款可交付证书', en: 'Deliver certificates before payment' },
    remark:
      'true 或 false：false 时，委托单付款或担保后才能交付其证书，交付时说明原因。 / true or false: when false, an order’s certificates are delivered only once it is paid or guaranteed, and 交付 says why.',
  },
  {
    key: 'standards.turWarn',
    value: '4',
    name: { zh: '测试不确定度比警示值', en: 'Test uncertainty ratio warning' },
    remark:
      '数字：标准器准确度与被测项目最大允许误差之比（TUR）低于此值时提示，低于 1 时拒绝。 / A number: a test uncertainty ratio (item MPE to standard accuracy) under it is warned about; under 1 it is refused.',
  },
  {
    key: 'standards.dueNoticeDays',
    value: '30',
    name: { zh: '标准器到期提前通知天数', en: 'Days ahead a standard’s custodian is told' },
    remark:
      '整数：标准器有效期到期前多少天通知保管人（到期当天再通知一次）。 / A whole number: how many days before a standard falls due its custodian is told (and once more on the day).',
  },
  {
    key: 'recall.noticeDays',
    value: '30',
    name: { zh: '器具到期提前提醒天数', en: 'Days ahead customers are reminded of a recall' },
    remark:
      '整数：客户器具下次检定/校准日期前多少天提醒客户（每个到期周期一次）。 / A whole number: how many days before a customer instrument falls due its customer is reminded (once per due cycle).',
  },
  {
    key: 'sso.lims.url',
    value: '/sso/login',
    name: { zh: '业务系统单点登录地址', en: 'Business system SSO address' },
    remark:
      '用户菜单“业务系统登录”以单点登录方式在新窗口打开的地址；以 / 开头的相对地址指本系统自身。 / Address opened in a new window by the “business system login” entry of the user menu; a relative address (starting with /) means this installation.',
  },
  {
    key: 'sso.lims.accessKeyId',
    value: 'lims-demo',
    name: { zh: '业务系统接入密钥', en: 'Business system access key' },
    remark:
      '签名单点登录地址所用第三方系统的接入密钥（accessKeyId）。 / The access key (accessKeyId) of the third system whose secret signs the sign-on address.',
  },
  {
    key: 'pageSize.default',
    value: '50',
    name: { zh: '默认分页条数', en: 'Default page size' },
    remark:
      '单位：行。可选 15、20、50、100、200、300、500、1000、5000。 / Rows per table page; one of 15, 20, 50, 100, 200, 300, 500, 1000, 5000.',
  },
  {
    key: 'province.default',
    value: '43',
    name: { zh: '默认省份', en: 'Default province' },
    remark:
      '行政区划代码前两位（43 = 湖南省）。 / First two digits of the administrative division code (43 = Hunan).',
  },
  {
    key: 'lab.accreditationNumber',
    value: '',
    name: { zh: '实验室认可编号', en: 'Accreditation number' },
    remark:
      '印在证书和报告页眉，例如 CNAS L1234；未获认可时留空。 / Printed in the header of certificates and reports, e.g. CNAS L1234; blank when the lab is not accredited.',
  },
  {
    key: 'lab.publicUrl',
    value: '',
    name: { zh: '证书查询网址', en: 'Public address for certificate checks' },
    remark:
      '证书二维码打开的公开查询地址，例如 https://cert.example.com；留空时使用批准时访问系统的地址。 / The public address the QR code of a certificate opens, e.g. https://cert.example.com; blank: the address the approver used.',
  },
  {
    key: 'notify.mail.host',
    value: NOTIFY_PARAM_DEFAULTS['notify.mail.host'],
    name: { zh: '邮件服务器地址', en: 'Mail server (SMTP) host' },
    remark:
      '发送邮件的 SMTP 服务器，例如 smtp.example.com；留空时不发邮件（邮件发送记录为失败并注明原因）。 / The SMTP server mail is sent through, e.g. smtp.example.com; blank: no mail is sent (the send log says why).',
  },
  {
    key: 'notify.mail.port',
    value: NOTIFY_PARAM_DEFAULTS['notify.mail.port'],
    name: { zh: '邮件服务器端口', en: 'Mail server port' },
    remark: '通常 587（STARTTLS）或 465（SSL）。 / Usually 587 (STARTTLS) or 465 (TLS from the start).',
  },
  {
    key: 'notify.mail.secure',
    value: NOTIFY_PARAM_DEFAULTS['notify.mail.secure'],
    name: { zh: '邮件 SSL 连接', en: 'Mail over TLS from the start' },
    remark:
      'true 或 false：端口 465 填 true；false 时服务器支持则升级为 STARTTLS。 / true or false: true for port 465; with false the connection is upgraded by STARTTLS when the server offers it.',
  },
  {
    key: 'notify.mail.user',
    value: NOTIFY_PARAM_DEFAULTS['notify.mail.user'],
    name: { zh: '邮件账号', en: 'Mail account' },
    remark:
      '登录邮件服务器的账号；服务器无需登录时留空。 / The account signed in to the mail server; blank when it needs none.',
  },
  {
    key: 'notify.mail.password',
    value: NOTIFY_PARAM_DEFAULTS['notify.mail.password'],
    name: { zh: '邮件密码', en: 'Mail password' },
    remark:
      '邮件账号的密码或授权码，仅管理员可见。 / The mail account’s password or app code; administrators only.',
  },
  {
    key: 'notify.mail.from',
    value: NOTIFY_PARAM_DEFAULTS['notify.mail.from'],
    name: { zh: '发件人', en: 'Mail sender' },
    remark:
      '邮件的发件人，例如 "某某计量所 <notice@example.com>"；留空时用邮件账号。 / The sender mail shows, e.g. "Example Lab <notice@example.com>"; blank: the mail account.',
  },
  {
    key: 'notify.sms.provider',
    value: NOTIFY_PARAM_DEFAULTS['notify.sms.provider'],
    name: { zh: '短信服务商', en: 'SMS provider' },
    remark:
      'log：服务器自带的短信通道（日志或启动时配置的网关）；aliyun：阿里云短信，须填写下列密钥和签名。 / log: the server’s own SMS channel (its log, or the gateway it was started with); aliyun: Alibaba Cloud SMS, with the key and sign name below.',
  },
  {
    key: 'notify.sms.accessKeyId',
    value: NOTIFY_PARAM_DEFAULTS['notify.sms.accessKeyId'],
    name: { zh: '短信 AccessKey ID', en: 'SMS AccessKey ID' },
    remark: '阿里云短信的 AccessKey ID。 / The Alibaba Cloud SMS AccessKey ID.',
  },
  {
    key: 'notify.sms.accessKeySecret',
    value: NOTIFY_PARAM_DEFAULTS['notify.sms.accessKeySecret'],
    name: { zh: '短信 AccessKey Secret', en: 'SMS AccessKey secret' },
    remark:
      '阿里云短信的 AccessKey Secret，仅管理员可见。 / The Alibaba Cloud SMS AccessKey secret; administrators only.',
  },
  {
    key: 'notify.sms.signName',
    value: NOTIFY_PARAM_DEFAULTS['notify.sms.signName'],
    name: { zh: '短信签名', en: 'SMS sign name' },
    remark:
      '阿里云审核通过的短信签名，例如 某某计量所。 / The sign name Alibaba Cloud approved, e.g. the lab’s name.',
  },
  {
    key: 'notify.sms.endpoint',
    value: NOTIFY_PARAM_DEFAULTS['notify.sms.endpoint'],
    name: { zh: '短信接口地址', en: 'SMS API address' },
    remark: '阿里云短信接口地址，一般无需修改。 / The Alibaba Cloud SMS API address; rarely changed.',
  },
]
