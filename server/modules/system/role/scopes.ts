import { and, eq } from 'drizzle-orm'
import { DATA_SCOPES, scopesOf, type DataScope } from '@/domain/access'
import { resourceByCode, resources } from '@/domain/resources'
import type { Tx } from '../../../db/database'
import { roleDataScope, userRole } from '../../../db/schema'
import { badRequest, forbidden } from '../../../http/errors'
import { forgetActors } from '../../../access/actor-cache'
import { ADMIN_ROLES } from '../../../access/actor'
import type { AuditContext } from '../../security-log/context'
import { recordSecurityEvent } from '../../security-log/service'
import { findRecord } from '../tree/reads'
import { roleTree } from './entity'
import { recordRoleAccessChange, scopeChanges } from './history'

/** The resources a role's data scope can be set for: those whose declaration says where records belong. */
export const scopedResources = () => resources.filter((resource) => resource.dataScope)

/** A role's data scope per scoped resource ('all' where it sets none). */
export async function findRoleScopes(
  tx: Tx,
  tenantId: string,
  roleId: string,
): Promise<Record<string, DataScope>> {
  await findRecord(tx, roleTree, tenantId, roleId)
  const rows = await tx
    .select({ resourceCode: roleDataScope.resourceCode, scope: roleDataScope.scope })
    .from(roleDataScope)
    .where(and(eq(roleDataScope.tenantId, tenantId), eq(roleDataScope.roleId, roleId)))
  const set = new Map(rows.map((row) => [row.resourceCode, row.scope]))
  return Object.fromEntries(
    scopedResources().map((resource) => [resource.code, set.get(resource.code) ?? 'all']),
  )
}

/**
 * Sets a role's data scopes (those not given stay as they are). The administrator roles read everything
 * whatever is set, so theirs cannot be set; and nobody but an administrator changes the scopes of a role
 * she holds herself, so the grant cannot widen its holder's own reading.
 */
export async function saveRoleScopes(
  tx: Tx,
  tenantId: string,
  actor: { isAdmin: boolean },
  audit: AuditContext,
  roleId: string,
  changes: Record<string, string>,
): Promise<Record<string, DataScope>> {
  const target = await findRecord(tx, roleTree, tenantId, roleId)
  if (ADMIN_ROLES.includes(target.roleAlias)) throw forbidden('role.adminProtected')
  if (!actor.isAdmin) {
    const [held] = await tx
      .select({ roleId: userRole.roleId })
      .from(userRole)
      .where(
        and(
          eq(userRole.tenantId, tenantId),
          eq(userRole.userId, audit.actor.id),
          eq(userRole.roleId, roleId),
        ),
      )
    if (held) throw forbidden('role.scopeOwnRole')
  }
  for (const [code, scope] of Object.entries(changes)) {
    const resource = resourceByCode(code)
    if (!resource?.dataScope)
      throw badRequest('role.scopeUnknownResource', {
        resource: resource ? resource.label : code.slice(0, 64),
      })
    if (
      !(DATA_SCOPES as readonly string[]).includes(scope) ||
      !scopesOf(resource.dataScope).includes(scope as DataScope)
    ) {
      throw badRequest('role.scopeNotAllowed', { resource: resource.label, scope })
    }
  }
  const before = await findRoleScopes(tx, tenantId, roleId)
  const after = { ...before, ...(changes as Record<string, DataScope>) }
  await tx
    .delete(roleDataScope)
    .where(and(eq(roleDataScope.tenantId, tenantId), eq(roleDataScope.roleId, roleId)))
  const rows = Object.entries(after)
    .filter(([, scope]) => scope !== 'all')
    .map(([resourceCode, scope]) => ({ tenantId, roleId, resourceCode, scope, updateUser: audit.actor.id }))
  if (rows.length > 0) await tx.insert(roleDataScope).values(rows)
  const changed = Object.keys(after).filter((code) => before[code] !== after[code])
  await recordRoleAccessChange(
    tx,
    { tenantId, userId: audit.actor.id },
    roleId,
    'scope',
    scopeChanges(before, after),
  )
  if (changed.length > 0) {
    await recordSecurityEvent(tx, tenantId, {
      event: 'role.scopeChanged',
      actor: audit.actor,
      origin: audit.origin,
      target: { type: 'role', id: roleId, label: `${target.roleAlias} ${target.roleName}` },
      before: Object.fromEntries(changed.map((code) => [code, before[code]])),
      after: Object.fromEntries(changed.map((code) => [code, after[code]])),
    })
  }
  forgetActors()
  return after
}
