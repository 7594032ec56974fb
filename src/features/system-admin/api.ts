import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'

export const fetchRoleTree = () => unwrapEnvelope(api.GET('/api/blade-system/role/tree'))
export type RoleTreeNode = Awaited<ReturnType<typeof fetchRoleTree>>[number]

export const grantUserRoles = (userIds: string[], roleIds: string[]) =>
  unwrapEnvelope(api.POST('/api/blade-user/grant', { body: { userIds, roleIds } }))

export const resetPasswords = (userIds: string[]) =>
  unwrapEnvelope(
    api.POST('/api/blade-user/reset-password', { params: { query: { userIds: userIds.join(',') } } }),
  )

export const fetchMenuTree = () =>
  unwrapEnvelope(api.GET('/api/blade-system/menu/list', { params: { query: {} } }))
export type MenuTreeNode = Awaited<ReturnType<typeof fetchMenuTree>>[number]

export const fetchGrantKeys = (roleId: string) =>
  unwrapEnvelope(api.GET('/api/blade-system/role/grant-keys', { params: { query: { roleId } } }))

export const grantRoleMenus = (roleIds: string[], menuIds: string[]) =>
  unwrapEnvelope(api.POST('/api/blade-system/role/grant', { body: { roleIds, menuIds } }))

export const fetchRoleScopes = (roleId: string) =>
  unwrapEnvelope(api.GET('/api/blade-system/role/scope', { params: { query: { roleId } } }))

export const saveRoleScopes = (roleId: string, scopes: Record<string, string>) =>
  unwrapEnvelope(api.POST('/api/blade-system/role/scope', { body: { roleId, scopes } }))
