import type { Label, RoleAlias } from './types'

/** The roles of a lab tenant (each demo account has the role of its name). */
export const labRoles: { alias: RoleAlias; name: Label }[] = [
  { alias: 'admin', name: { zh: '管理员', en: 'Administrator' } },
  { alias: 'reception', name: { zh: '业务受理员', en: 'Reception' } },
  { alias: 'tester', name: { zh: '检测员', en: 'Tester' } },
  { alias: 'reviewer', name: { zh: '核验员', en: 'Reviewer' } },
  { alias: 'approver', name: { zh: '批准人', en: 'Approver' } },
  { alias: 'finance', name: { zh: '财务', en: 'Finance' } },
  { alias: 'pickup', name: { zh: '取送员', en: 'Pickup staff' } },
  { alias: 'quality', name: { zh: '质量负责人', en: 'Quality manager' } },
]

export const platformRoles: { alias: RoleAlias; name: Label }[] = [
  { alias: 'administrator', name: { zh: '超级管理员', en: 'Platform administrator' } },
]

/** Demo staff of the demo institute: account = role alias; phones allow the SMS sign-in. */
export const demoStaff: {
  account: RoleAlias
  realName: string
  nickName: string
  phone: string
  deptCode: string
}[] = [
  { account: 'admin', realName: '管理员', nickName: '管理员', phone: '13800000001', deptCode: 'D07' },
  { account: 'reception', realName: '张受理', nickName: '小张', phone: '13800000002', deptCode: 'D01' },
  { account: 'tester', realName: '李检测', nickName: '小李', phone: '13800000003', deptCode: 'D02' },
  { account: 'reviewer', realName: '王核验', nickName: '老王', phone: '13800000004', deptCode: 'D02' },
  { account: 'approver', realName: '赵批准', nickName: '赵工', phone: '13800000005', deptCode: 'D07' },
  { account: 'finance', realName: '钱财务', nickName: '小钱', phone: '13800000006', deptCode: 'D08' },
  { account: 'pickup', realName: '孙取送', nickName: '小孙', phone: '13800000007', deptCode: 'D01' },
  { account: 'quality', realName: '吴质量', nickName: '吴工', phone: '13800000009', deptCode: 'D07' },
]

/** A customer of the demo lab who registered herself (/register): she books pickups (我的预约). */
export const demoCustomer = {
  account: 'customer',
  realName: '周客户',
  phone: '13800000008',
  companyName: '长沙星沙电子仪器有限公司',
} as const

export const DEMO_PASSWORD = 'metrodesk'
export const DEMO_TENANT = '100001'
export const PLATFORM_TENANT = '000000'
