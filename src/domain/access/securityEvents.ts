import type { Localized } from '../resources/types'

/** What the security audit log records (server/modules/security-log), with the label its page shows. */
export const SECURITY_EVENTS = {
  'auth.signIn': { zh: '登录成功', en: 'Signed in' },
  'auth.signInFailed': { zh: '登录失败', en: 'Sign-in failed' },
  'auth.locked': { zh: '账号锁定', en: 'Account locked' },
  'auth.signOut': { zh: '退出登录', en: 'Signed out' },
  'auth.refreshReused': { zh: '刷新令牌重复使用', en: 'Refresh token reused' },
  'password.reset': { zh: '重置密码', en: 'Password reset' },
  'password.changed': { zh: '修改密码', en: 'Password changed' },
  'user.created': { zh: '新增用户', en: 'User created' },
  'user.updated': { zh: '修改用户', en: 'User changed' },
  'user.disabled': { zh: '停用用户', en: 'User disabled' },
  'user.enabled': { zh: '启用用户', en: 'User enabled' },
  'user.removed': { zh: '删除用户', en: 'User removed' },
  'user.rolesGranted': { zh: '授予角色', en: 'Roles granted' },
  'customer.registered': { zh: '客户注册', en: 'Customer registered' },
  'role.created': { zh: '新增角色', en: 'Role created' },
  'role.updated': { zh: '修改角色', en: 'Role changed' },
  'role.removed': { zh: '删除角色', en: 'Role removed' },
  'role.menusGranted': { zh: '权限设置', en: 'Role grants changed' },
  'role.scopeChanged': { zh: '数据权限变更', en: 'Data scope changed' },
  'customer.linked': { zh: '关联客户', en: 'Account linked to a customer' },
  'customer.unlinked': { zh: '解除关联', en: 'Customer link removed' },
  'customer.refused': { zh: '拒绝关联', en: 'Customer link refused' },
  'tenant.created': { zh: '新增租户', en: 'Tenant created' },
  'tenant.updated': { zh: '修改租户', en: 'Tenant changed' },
  'tenant.disabled': { zh: '停用租户', en: 'Tenant disabled' },
  'tenant.enabled': { zh: '启用租户', en: 'Tenant enabled' },
  'file.downloaded': { zh: '下载他人文件', en: 'Someone else’s file downloaded' },
} as const satisfies Record<string, Localized>

export type SecurityEventCode = keyof typeof SECURITY_EVENTS

export const SECURITY_EVENT_CODES = Object.keys(SECURITY_EVENTS) as SecurityEventCode[]
