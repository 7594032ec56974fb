/**
 * Messages the server sends to people (error_description, msg). Chinese is the product's language;
 * English is chosen by the browser's Accept-Language (the client sends its UI language).
 */
const catalog = {
  ok: { zh: '操作成功', en: 'Success' },
  unknown: { zh: '未知错误', en: 'Unknown error' },
  internal: { zh: '服务器内部错误，请稍后重试', en: 'Internal server error, please try again later' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  badRequest: { zh: '请求格式错误：{detail}', en: 'Malformed request: {detail}' },
  invalidParam: { zh: '参数错误：{detail}', en: 'Invalid parameters: {detail}' },
  badText: { zh: '输入包含无法保存的字符', en: 'The input contains characters that cannot be stored' },
  payloadTooLarge: { zh: '请求内容过大', en: 'Request body too large' },
  unauthorized: {
    zh: '请求未授权，请重新登录',
    en: 'Not signed in or session expired, please sign in again',
  },
  forbidden: { zh: '没有权限执行此操作', en: 'You are not allowed to do this' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'auth.badClient': { zh: '客户端认证失败', en: 'Client authentication failed' },
  'auth.unsupportedGrant': { zh: '不支持的授权类型：{grant}', en: 'Unsupported grant type: {grant}' },
  'auth.missingTenant': { zh: '请输入租户编号', en: 'Please enter the tenant ID' },
  'auth.unknownTenant': { zh: '租户不存在', en: 'Unknown tenant' },
  'auth.tenantDisabled': {
    zh: '租户已被禁用，请联系管理员',
    en: 'This tenant is disabled, please contact the administrator',
  },
  'auth.missingCredentials': { zh: '请输入用户名和密码', en: 'Please enter username and password' },
  'auth.badCredentials': { zh: '用户名或密码错误', en: 'Wrong username or password' },
  'auth.confirmPasswordRequired': {
    zh: '请输入登录密码以确认签署',
    en: 'Enter your password to confirm the signature',
  },
  'auth.confirmPasswordWrong': {
    zh: '密码错误，未能确认签署',
    en: 'Wrong password: the signature was not confirmed',
  },
  'auth.userDisabled': {
    zh: '账号已被禁用，请联系管理员',
    en: 'This account is disabled, please contact the administrator',
  },
  'auth.accountLocked': {
    zh: '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  },
  'auth.tooManyFromAddress': {
    zh: '登录尝试过于频繁，请稍后再试',
    en: 'Too many sign-in attempts from this address, please try again later',
  },
  'auth.captchaRequired': { zh: '请输入验证码', en: 'Please enter the captcha' },
  'auth.captchaInvalid': { zh: '验证码不正确或已过期', en: 'The captcha is wrong or has expired' },
  'auth.refreshInvalid': {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
  },
  'auth.smsInvalid': { zh: '短信验证码不正确或已过期', en: 'The SMS code is wrong or has expired' },
  'auth.smsTooFrequent': {
    zh: '验证码发送过于频繁，请{seconds}秒后再试',
    en: 'Codes are sent too often, try again in {seconds} s',
  },
  'auth.smsDailyLimit': {
    zh: '今日验证码发送次数已达上限',
    en: 'The daily limit of SMS codes has been reached',
  },
  'auth.smsSent': { zh: '验证码已发送', en: 'The code has been sent' },
  'auth.phoneInvalid': { zh: '请输入正确的手机号', en: 'Please enter a valid mobile number' },
  'auth.phoneUnknown': { zh: '该手机号未绑定账号', en: 'No account uses this mobile number' },
  'auth.thirdInvalid': { zh: '第三方系统签名校验失败', en: 'The third-party signature is invalid' },
  'auth.thirdExpired': { zh: '第三方系统签名已过期', en: 'The third-party signature has expired' },
  'auth.thirdReplayed': {
    zh: '该登录链接已使用，请重新发起登录',
    en: 'This sign-in link has already been used; start again',
  },
  'openApi.timestampInvalid': {
    zh: '时间戳格式错误，应为 Unix 时间（10 位秒或 13 位毫秒）',
    en: 'The timestamp must be Unix time (10-digit seconds or 13-digit milliseconds)',
  },
  'openApi.expired': {
    zh: '请求已过期：时间戳与服务器时间相差超过 5 分钟',
    en: 'The request has expired: its timestamp is more than 5 minutes from the server’s time',
  },
  'openApi.unknownApp': {
    zh: '第三方应用未注册或已停用，请联系实验室',
    en: 'This third-party app is not registered or is disabled; contact the lab',
  },
  'openApi.badSignature': { zh: '签名校验失败', en: 'The signature is invalid' },
  'openApi.signReplayed': {
    zh: '该签名已使用过，请用新的时间戳重新签名',
    en: 'This signature has been used already; sign again with a new timestamp',
  },
  'openApi.nonceReplayed': {
    zh: '该 nonce 已使用过，每次请求须使用新的 nonce',
    en: 'This nonce has been used already; every call needs a new one',
  },
  'openApi.tokenUnknown': {
    zh: '访问令牌无效，请重新获取',
    en: 'The access token is not valid; get a new one',
  },
  'openApi.tokenExpired': {
    zh: '访问令牌已过期，请重新获取',
    en: 'The access token has expired; get a new one',
  },
  'openApi.userRequired': {
    zh: '请至少提供 createUser、createUserCode、createUserPhone 中的一项',
    en: 'Give at least one of createUser, createUserCode and createUserPhone',
  },
  'auth.passwordWrong': { zh: '原密码不正确', en: 'The old password is wrong' },
  'auth.unlockPasswordWrong': { zh: '密码不正确', en: 'Wrong password' },
  'auth.passwordMismatch': { zh: '两次输入的密码不一致', en: 'The two passwords differ' },
  'auth.passwordWeak': {
    zh: '密码至少8位，且须包含字母和数字',
    en: 'The password needs at least 8 characters with letters and digits',
  },
  'crud.notFound': { zh: '数据不存在或已被删除', en: 'The record does not exist or has been deleted' },
  'crud.duplicate': { zh: '{field}已存在：{value}', en: '{field} already exists: {value}' },
  'crud.hasChildren': { zh: '请先删除下级数据', en: 'Remove its children first' },
  'crud.parentMissing': { zh: '上级数据不存在', en: 'The parent record does not exist' },
  'crud.parentCycle': { zh: '上级不能是自身或其下级', en: 'A record cannot be its own parent or descendant' },
  'crud.sealed': { zh: '字典已封存，不能修改', en: 'This dictionary entry is sealed and cannot be changed' },
  'crud.conflict': {
    zh: '数据已被他人修改或已存在，请刷新后重试',
    en: 'The record was changed or already exists; refresh and try again',
  },
  'crud.referenceMissing': {
    zh: '引用的数据不存在或已被删除',
    en: 'A referenced record does not exist or has been removed',
  },
  'menu.parentNotMenu': { zh: '上级必须是菜单，不能是按钮', en: 'The parent must be a menu, not a button' },
  'role.adminProtected': {
    zh: '管理员角色受保护，不能删除或修改别名',
    en: 'The administrator roles are protected',
  },
  'role.grantBeyondOwn': { zh: '不能授予自己没有的权限', en: 'You cannot grant permissions you do not hold' },
  'role.scopeOwnRole': {
    zh: '不能修改自己所属角色的数据权限',
    en: 'You cannot change the data scopes of a role you hold',
  },
  'role.scopeUnknownResource': {
    zh: '数据权限不适用于“{resource}”',
    en: 'Data scopes do not apply to "{resource}"',
  },
  'role.scopeNotAllowed': {
    zh: '“{resource}”不能设置为数据权限“{scope}”',
    en: '"{resource}" cannot have the data scope "{scope}"',
  },
  'customerAccount.customerRequired': { zh: '请选择要关联的客户', en: 'Choose the customer to link' },
  'customerAccount.notAwaiting': {
    zh: '该账号已关联或已拒绝，请先解除关联',
    en: 'This account is already linked or refused; remove the link first',
  },
  'file.badMultipart': {
    zh: '上传内容格式错误：{detail}',
    en: 'The upload is not a valid multipart form: {detail}',
  },
  'crud.idsRequired': { zh: '请选择要删除的数据', en: 'Select the records to remove' },
  'user.selfRemove': {
    zh: '不能删除当前登录的账号',
    en: 'You cannot remove the account you are signed in with',
  },
  'user.roleRequired': { zh: '请至少选择一个角色', en: 'Choose at least one role' },
  'role.inUse': {
    zh: '角色已分配给用户，不能删除',
    en: 'The role is assigned to users and cannot be removed',
  },
  'dept.inUse': { zh: '部门下存在用户，不能删除', en: 'The department has users and cannot be removed' },
  'dept.leaderUnknown': { zh: '部门负责人不是本单位的用户', en: 'The head must be one of the lab’s users' },
  'tenant.platformOnly': {
    zh: '仅平台管理员可管理租户',
    en: 'Only the platform administrator manages tenants',
  },
  'tenant.platformProtected': { zh: '不能禁用平台租户', en: 'The platform tenant cannot be disabled' },
  'tenant.exists': { zh: '租户编号已存在：{tenantId}', en: 'Tenant ID already exists: {tenantId}' },
  // Shell: registration, password reset, unlock, SSO, client logs, files, materials, cart.
  'account.registerClosed': {
    zh: '平台租户不开放注册，请选择所在的检测机构',
    en: 'The platform tenant does not accept registrations; choose your laboratory',
  },
  'account.accountTaken': { zh: '账号已存在：{account}', en: 'The account already exists: {account}' },
  'account.phoneTaken': {
    zh: '该手机号已注册，请直接登录或找回密码',
    en: 'This mobile number is already registered; sign in or reset the password',
  },
  'sso.unknownSystem': { zh: '未知的业务系统：{code}', en: 'Unknown business system: {code}' },
  'sso.appMissing': {
    zh: '业务系统未接入（接入密钥 {accessKeyId} 不存在），请联系管理员',
    en: 'The business system is not connected (no access key {accessKeyId}); contact the administrator',
  },
  'sso.appDisabled': {
    zh: '业务系统接入已停用（接入密钥 {accessKeyId}），请联系管理员',
    en: 'The business system connection is disabled (access key {accessKeyId}); contact the administrator',
  },
  'sso.urlInvalid': {
    zh: '业务系统单点登录地址配置有误：{url}',
    en: 'The business system sign-on address is misconfigured: {url}',
  },
  'clientLog.sent': { zh: '发送成功!', en: 'Sent!' },
  'clientLog.uploadDisabled': {
    zh: '未开启错误日志上传',
    en: 'Uploading error logs is turned off',
  },
  'file.missing': { zh: '文件内容不存在或已被删除', en: 'The file content is missing or was removed' },
  'file.inUse': {
    zh: '文件正在被通知中心资料使用，不能删除',
    en: 'A material of the notification centre uses this file; it cannot be removed',
  },
  'cart.full': { zh: '购物车最多只能放{max}种商品', en: 'The cart holds at most {max} items' },
  'cart.quantityTooLarge': { zh: '商品数量不能超过{max}', en: 'The quantity cannot exceed {max}' },
  // Leave workflow, pickup notice, messages and the live channel.
  'workflow.definitionMissing': {
    zh: '流程定义不存在或已停用',
    en: 'The process does not exist or is suspended',
  },
  'workflow.taskClosed': { zh: '该任务已处理或已关闭', en: 'This task has already been handled or closed' },
  'workflow.ownRequest': { zh: '不能审批自己的申请', en: 'You cannot approve your own request' },
  'workflow.notAssignee': { zh: '您不是该任务的办理人', en: 'This task is not assigned to you' },
  'workflow.notInvolved': { zh: '您无权查看该申请', en: 'You are not allowed to see this request' },
  'workflow.commentRequired': { zh: '驳回时请填写审批意见', en: 'Give a comment when rejecting' },
  'workflow.notApplicant': {
    zh: '只有申请人可以撤销申请',
    en: 'Only the applicant can withdraw the request',
  },
  'workflow.notRunning': {
    zh: '流程已结束，不能撤销',
    en: 'The process has ended and can no longer be withdrawn',
  },
  'workflow.leaveTypeUnknown': { zh: '请假类型不存在：{leaveType}', en: 'Unknown leave type: {leaveType}' },
  'workflow.leaveEndBeforeStart': { zh: '结束时间必须晚于开始时间', en: 'The end must be after the start' },
  'workflow.leaveTooLong': {
    zh: '单次请假不能超过{max}天',
    en: 'One leave request cannot exceed {max} days',
  },
  'workflow.leaveOverlap': {
    zh: '该时间段已有请假申请',
    en: 'You already have a leave request in this period',
  },
  'lab.msg.assigned': {
    zh: '新的检测任务：{item}（{sample}），请开始检测',
    en: 'New test item for you: {item} ({sample}), please start testing',
  },
  'lab.msg.reportToAudit': {
    zh: '报告待审核：{sample}（编制人 {drafter}）',
    en: 'A report waits for your audit: {sample} (drafted by {drafter})',
  },
  'lab.msg.orderDone': {
    zh: '委托单 {orderNo} 的全部报告已完成，可通知客户取件',
    en: 'Every report of order {orderNo} is done: the customer can be told',
  },
  'workflow.msg.leaveSubmitted': {
    zh: '{applicant}提交了{leaveType}申请（{days}天），请审批',
    en: '{applicant} asks for {leaveType} ({days} days), please approve',
  },
  'workflow.msg.leaveApproved': {
    zh: '您的{leaveType}申请（{days}天）已由{approver}批准',
    en: 'Your {leaveType} request ({days} days) was approved by {approver}',
  },
  'workflow.msg.leaveRejected': {
    zh: '您的{leaveType}申请（{days}天）被{approver}驳回：{comment}',
    en: 'Your {leaveType} request ({days} days) was rejected by {approver}: {comment}',
  },
  'message.recipientUnknown': {
    zh: '接收人不存在或已停用：{ids}',
    en: 'Unknown or disabled recipients: {ids}',
  },
  'message.websocketOnly': {
    zh: '请使用 WebSocket 连接消息通道',
    en: 'Connect to the message channel with a WebSocket',
  },
  // Offline work: uploads, idempotency keys, pickup appointments and on-site registration.
  'file.tooLarge': { zh: '文件大小不能超过10MB', en: 'A file cannot be larger than 10 MB' },
  'file.notImage': {
    zh: '只能上传图片（JPEG、PNG、WebP）',
    en: 'Only images can be uploaded (JPEG, PNG, WebP)',
  },
  'file.empty': { zh: '文件内容为空', en: 'The file is empty' },
  'file.partMissing': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'file.inOrder': {
    zh: '文件已被登记单引用，不能删除',
    en: 'An order refers to this file; it cannot be removed',
  },
  'idempotency.badKey': {
    zh: '幂等键格式不正确（须为UUID）',
    en: 'The Idempotency-Key must be a UUID',
  },
  'idempotency.mismatch': {
    zh: '幂等键已用于另一请求',
    en: 'This idempotency key was used for another request',
  },
  'idempotency.inProgress': {
    zh: '请求正在处理中，请稍后重试',
    en: 'The request is still being processed, please retry shortly',
  },
  'pickup.notBooked': {
    zh: '该预约已被受理、登记或取消',
    en: 'This appointment has already been accepted, registered or cancelled',
  },
  'pickup.registered': {
    zh: '该预约已登记，不能取消',
    en: 'This appointment has been registered and cannot be cancelled',
  },
  'pickup.cancelled': { zh: '该取件预约已取消', en: 'This pickup appointment has been cancelled' },
  'pickup.otherOrder': {
    zh: '该取件预约已登记为其他委托单',
    en: 'This pickup appointment is already registered as another order',
  },
  'route.planDisabled': { zh: '该路线计划已停用', en: 'This route plan is disabled' },
  'route.vehicleOutOfService': {
    zh: '车辆{plate}不是可用状态',
    en: 'Vehicle {plate} is not in service',
  },
  'route.vehicleBusy': {
    zh: '车辆{plate}当天已安排在路线“{route}”',
    en: 'Vehicle {plate} is already on route “{route}” that day',
  },
  'route.driverBusy': {
    zh: '司机{name}当天已安排在路线“{route}”',
    en: 'Driver {name} is already on route “{route}” that day',
  },
  'route.driverUnknown': {
    zh: '司机不是本单位的有效用户',
    en: 'The driver is not an active user of the lab',
  },
  'route.appointmentNotThatDay': {
    zh: '预约{pickupNo}不是当天的已预约取件',
    en: 'Appointment {pickupNo} is not a booking of that day',
  },
  'route.appointmentTaken': {
    zh: '预约{pickupNo}已安排在路线“{route}”',
    en: 'Appointment {pickupNo} is already on route “{route}”',
  },
  'route.appointmentTwice': {
    zh: '预约{pickupNo}重复出现',
    en: 'Appointment {pickupNo} is listed twice',
  },
  'pickup.badDate': { zh: '日期格式不正确（yyyy-MM-dd）', en: 'The date must be yyyy-MM-dd' },
  'pickup.timePast': { zh: '取件时间不能早于现在', en: 'The pickup time cannot be in the past' },
  'pickup.tooManyOpen': {
    zh: '未完成的取件预约已达上限，请等待受理或取消后再预约',
    en: 'You have as many open pickup appointments as allowed; wait for them or cancel one first',
  },
  'pickup.customerNameRequired': { zh: '请填写客户名称', en: 'Enter the customer name' },
  'pickup.contactRequired': { zh: '请填写联系人', en: 'Enter the contact person' },
  'pickup.addressRequired': { zh: '请填写取件地址', en: 'Enter the pickup address' },
  'pickup.countInvalid': {
    zh: '器具数量须为1到9999的整数',
    en: 'The number of instruments must be a whole number from 1 to 9999',
  },
  'registration.customerUnknown': {
    zh: '客户不存在或已被删除',
    en: 'The customer does not exist or has been removed',
  },
  'registration.appointmentUnknown': {
    zh: '取件预约不存在或已被删除',
    en: 'The pickup appointment does not exist or has been removed',
  },
  'registration.fileUnknown': {
    zh: '照片或签名文件不存在，请重新上传',
    en: 'A photo or the signature file does not exist; upload it again',
  },
  'registration.staffUnknown': {
    zh: '业务员不存在或已被删除',
    en: 'The business staff member does not exist or has been removed',
  },
  'registration.instrumentUnknown': {
    zh: '器具不存在或不属于该客户',
    en: 'The instrument does not exist or does not belong to this customer',
  },
  'registration.duplicateLine': {
    zh: '器具明细重复',
    en: 'An instrument line appears twice',
  },
  'registration.startTime': { zh: '取件开始时间格式不正确', en: 'The pickup start time is not valid' },
  // The rules of src/domain/registration/draft.ts (draftProblems); zh is the domain's wording exactly.
  'registration.customerRequired': { zh: '请选择或填写客户名称', en: 'Choose or enter the customer' },
  'registration.instrumentsRequired': { zh: '请至少添加一台器具', en: 'Add at least one instrument' },
  'registration.instrumentNameRequired': { zh: '请填写器具名称', en: 'Enter the instrument name' },
  'registration.quantity': {
    zh: '数量须为1到9999的整数',
    en: 'The quantity must be a whole number from 1 to 9999',
  },
  'registration.signatureRequired': { zh: '请客户签名', en: 'The customer has to sign' },
  'registration.hopeTestDate': {
    zh: '期望检测日期格式不正确',
    en: 'The desired test date is not valid',
  },
  'registration.tooLong': { zh: '内容过长', en: 'The text is too long' },
  'registration.carNumberRequired': {
    zh: '用车时请填写车牌号',
    en: 'Enter the licence plate when a vehicle is used',
  },
  'validation.mobile': { zh: '请输入正确的手机号', en: 'Enter a valid mobile number' },
  'validation.phone': { zh: '请输入正确的电话(手机)号码', en: 'Enter a valid phone or mobile number' },
  /** A domain message without an entry here: shown as the domain wrote it. */
  'registration.other': { zh: '{message}', en: '{message}' },
  /** A message src/domain gives in both languages (workflow refusals, numbering problems). */
  'domain.message': { zh: '{message}', en: '{message}' },
  'search.badPayload': { zh: '查询条件格式错误：{detail}', en: 'Malformed search: {detail}' },
  'search.unknownField': { zh: '不支持按“{field}”查询', en: 'Searching by "{field}" is not supported' },
  'search.unknownOperator': { zh: '不支持的查询运算符：{op}', en: 'Unsupported search operator: {op}' },
  'search.operatorNotAllowed': {
    zh: '“{field}”不能使用运算符 {op}',
    en: '"{field}" cannot be searched with {op}',
  },
  'search.badValue': {
    zh: '“{field}”的查询值不正确：{detail}',
    en: 'Bad search value for "{field}": {detail}',
  },
  'search.needsRange': {
    zh: '时间查询请选择一个时间段进行查询',
    en: 'A date search needs both a start and an end',
  },
  'search.betweenDateOnly': {
    zh: '只有时间日期查询才能选择该选项',
    en: 'Only date and time fields can use this operator',
  },
  'search.noField': {
    zh: '请完善数据查询信息，请选择查询字段',
    en: 'Complete the search: choose a field to search',
  },
  'search.unknownSort': { zh: '不支持按“{field}”排序', en: 'Sorting by "{field}" is not supported' },
  'search.tooManyConditions': {
    zh: '查询条件过多（最多{max}个）',
    en: 'Too many search conditions (at most {max})',
  },
  'resource.fieldInvalid': { zh: '{label}：{detail}', en: '{label}: {detail}' },
  'resource.fieldRequired': { zh: '请输入{label}', en: '{label} is required' },
  'resource.exportSheet': { zh: '导出数据', en: 'Export' },
  'resource.exportSerial': { zh: '序号', en: 'No.' },
  'resource.exportTotal': { zh: '合计', en: 'Total' },
  'resource.tooLong': { zh: '{label}最多{max}个字符', en: '{label}: at most {max} characters' },
  'resource.badNumber': { zh: '{label}必须是数字', en: '{label} must be a number' },
  'resource.badDate': { zh: '{label}的日期格式不正确', en: '{label} is not a valid date' },
  'resource.badText': { zh: '{label}必须是文本', en: '{label} must be text' },
  'resource.inUse': {
    zh: '“{name}”仍有{count}条{child}，请先删除后再试',
    en: '"{name}" still has {count} {child}; remove them first',
  },
  'resource.exportTooMany': {
    zh: '导出数据过多（{total}条），单次最多导出{max}条，请缩小查询范围',
    en: 'Too many rows to export ({total}); at most {max} at a time, narrow the search',
  },
  'symbol.tooMany': { zh: '个人符号最多{max}个', en: 'You can keep at most {max} symbols of your own' },
  'public.certificateNotFound': {
    zh: '未查询到该证书，请核对证书编号和校验码',
    en: 'No certificate matches this number and check code',
  },
  'public.tenantRequired': {
    zh: '请通过证书上的二维码或查询链接进入',
    en: "Open this page from the certificate's QR code or the lab's link",
  },
  'public.tooManyLookups': { zh: '查询过于频繁，请稍后再试', en: 'Too many lookups; please try again later' },
  'public.captchaRequired': { zh: '请输入图形验证码', en: 'Enter the characters in the picture' },
  'public.captchaInvalid': {
    zh: '验证码错误',
    en: 'The characters do not match the picture; try the new one',
  },
  'public.smsCodeInvalid': { zh: '验证码错误或已失效', en: 'The code is wrong or has expired' },
  // Jewellery appraisals and precious metal labels (/cert, /metal, /api/hm-metrology-jewels).
  'public.metalLabelNotFound': {
    zh: '未查询到该标签，请核对标签编号和校验码',
    en: 'No label matches this number and check code',
  },
  'public.photoNotFound': { zh: '该记录没有照片', en: 'There is no photo of this piece' },
  'jewel.notDraft': {
    zh: '已签发或已撤销的记录不能修改或删除',
    en: 'An issued or revoked record cannot be changed or removed',
  },
  'jewel.notIssuable': { zh: '只有草稿可以签发', en: 'Only a draft can be issued' },
  'jewel.notRevocable': { zh: '只有已签发的记录可以撤销', en: 'Only an issued record can be revoked' },
  'jewel.photoNotImage': {
    zh: '照片须为 JPEG 或 PNG 图片',
    en: 'The photo must be a JPEG or PNG picture',
  },
  'jewel.checkCodeWrong': { zh: '校验码不正确', en: 'The check code is wrong' },
  'jewel.notIssued': { zh: '该记录尚未签发', en: 'This record has not been issued yet' },
  // Notices (/detail-info-notice and 公告管理).
  'public.noticeNotFound': {
    zh: '公告不存在或已撤回',
    en: 'This notice does not exist or has been withdrawn',
  },
  'notice.notReleasable': {
    zh: '只有草稿或已撤回的公告可以发布',
    en: 'Only a draft or a withdrawn notice can be released',
  },
  'notice.notWithdrawable': { zh: '只有已发布的公告可以撤回', en: 'Only a released notice can be withdrawn' },
  // Questionnaires (/template-evart).
  'survey.linkUnknown': {
    zh: '未找到该问卷，请核对链接是否完整',
    en: 'No questionnaire matches this link; check that it is complete',
  },
  'survey.answered': {
    zh: '该问卷已提交，感谢您的参与',
    en: 'This questionnaire has been answered. Thank you!',
  },
  'survey.closed': { zh: '问卷已结束', en: 'This questionnaire has closed' },
  'survey.frozen': {
    zh: '问卷已发布，题目不能再修改',
    en: 'The questionnaire is published: its questions can no longer change',
  },
  'survey.notDraft': { zh: '只能发布草稿状态的问卷', en: 'Only a draft questionnaire can be published' },
  'survey.notPublished': {
    zh: '问卷未发布或已结束',
    en: 'The questionnaire is not published, or has closed',
  },
  'survey.design.noQuestions': {
    zh: '问卷至少需要一个题目',
    en: 'A questionnaire needs at least one question',
  },
  'survey.design.tooManyQuestions': { zh: '问卷最多{max}个题目', en: 'At most {max} questions' },
  'survey.design.duplicateId': { zh: '第{n}题的编号重复', en: 'Question {n} repeats an id' },
  'survey.design.titleMissing': { zh: '请填写第{n}题的题目', en: 'Question {n} needs its text' },
  'survey.design.titleTooLong': {
    zh: '第{n}题的题目最多{max}个字',
    en: 'Question {n}: at most {max} characters',
  },
  'survey.design.tooFewOptions': {
    zh: '第{n}题至少需要两个选项',
    en: 'Question {n} needs at least two options',
  },
  'survey.design.tooManyOptions': { zh: '第{n}题最多{max}个选项', en: 'Question {n}: at most {max} options' },
  'survey.design.optionEmpty': { zh: '第{n}题有空白选项', en: 'Question {n} has an empty option' },
  'survey.design.optionTooLong': {
    zh: '第{n}题的选项最多{max}个字',
    en: 'Question {n}: options have at most {max} characters',
  },
  'survey.design.optionDuplicate': {
    zh: '第{n}题的选项“{option}”重复',
    en: 'Question {n} has the option “{option}” twice',
  },
  'survey.design.minMaxInvalid': {
    zh: '第{n}题的最少、最多选择数不正确',
    en: 'Question {n}: the least and most choices do not fit its options',
  },
  'survey.design.maxLengthInvalid': {
    zh: '第{n}题的字数上限应在1到{max}之间',
    en: 'Question {n}: the length limit must be between 1 and {max}',
  },
  'survey.answer.required': { zh: '“{question}”为必答题', en: '“{question}” needs an answer' },
  'survey.answer.invalid': { zh: '“{question}”的答案无效', en: 'The answer to “{question}” is not valid' },
  'survey.answer.tooFew': { zh: '“{question}”至少选择{min}项', en: '“{question}”: choose at least {min}' },
  'survey.answer.tooMany': { zh: '“{question}”最多选择{max}项', en: '“{question}”: choose at most {max}' },
  'survey.answer.tooLong': { zh: '“{question}”最多{max}个字', en: '“{question}”: at most {max} characters' },
  'survey.answer.unknown': {
    zh: '答案与问卷的题目不符，请刷新后重试',
    en: 'The answers do not match the questions; reload and try again',
  },
} as const satisfies Record<string, { zh: string; en: string }>

export type MessageKey = keyof typeof catalog
export type Locale = 'zh' | 'en'
/** A parameter is plain, or given in both languages (a field's label from a resource declaration). */
export type MessageParam = string | number | { zh: string; en: string }
export type MessageParams = Record<string, MessageParam>

export function localeOf(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'zh'
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'zh'
}

const paramText = (value: MessageParam | undefined, locale: Locale): string =>
  typeof value === 'object' ? value[locale] : String(value)

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  const template: string = catalog[key][locale]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? paramText(params[name], locale) : whole,
  )
}
