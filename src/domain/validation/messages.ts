// The messages of spec §5, character for character (note the ASCII comma and parentheses in some of
// them). They live in one object so the UI can map them to translated catalogue entries by key.
export const VALIDATION_MESSAGES = {
  lockPasswordRequired: '锁屏密码不能为空',
  mobile: '请输入正确的手机号',
  email: '请输入正确的邮箱号',
  idCard: '请输入正确的身份证号',
  creditCode: '统一社会信用代码格式不正确',
  number: '请输入正确的数字',
  digits1To9: '请输入正确的数字',
  phone: '请输入正确的电话(手机)号码',
  fax: '请输入正确的传真(电话)号码',
  bankCard: '请输入正确的银行卡号',
  serialNumber: '序号只能为数字,且最多两位小数',
  nonNegativeInteger: '请输入大于等于0的整数',
  amount: '请输入数字,可带两位小数',
  // The spec requires the http/https check but gives no message; this wording is ours.
  url: '请输入正确的网址',
  formPhoneRequired: '手机号码不能为空',
  formPhoneLength: '手机号码长度不为11位',
  formPhoneFormat: '手机号码格式不正确',
} as const

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES
