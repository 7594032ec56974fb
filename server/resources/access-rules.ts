import { readPermissionsOf } from '@/domain/access'
import type { ResourceDeclaration } from '@/domain/resources'
import { granted, touching, type AccessRule } from '../access/rules'

/**
 * Who may call the engine's operations of one declaration: reading (page, detail) needs a grant that shows
 * the resource (its `_view` button or a page listing it), export `_export`, submit `_add` or `_edit`, remove
 * `_delete`. Submit and remove touch the records they name, which must be in the caller's data scope.
 */
export function resourceAccess(resource: ResourceDeclaration) {
  const permission = (suffix: string) => `${resource.permission}_${suffix}`
  const read = granted(readPermissionsOf(resource))
  return {
    page: read,
    export: granted(permission('export')),
    detail: read,
    submit: touching(granted(permission('add'), permission('edit')), [resource.code, 'body.id']),
    remove: touching(granted(permission('delete')), [resource.code, 'query.ids']),
  } satisfies Record<string, AccessRule>
}
