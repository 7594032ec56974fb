import { readPermissionsOf } from '@/domain/access'
import type { ResourceDeclaration } from '@/domain/resources'
import { granted, touching, type FieldPath } from '../../access/rules'

/**
 * Who may call the staff routes of one kind of jewellery document: reading needs a grant that shows the
 * resource, each change its own button (`_add` or `_edit`, `_delete`, `_issue`, `_revoke`). Every route
 * names the records it touches, which must be in the caller's data scope.
 */
export function jewelAccess(resource: ResourceDeclaration) {
  const permission = (suffix: string) => `${resource.permission}_${suffix}`
  const read = (at: FieldPath) => touching(granted(readPermissionsOf(resource)), [resource.code, at])
  return {
    read,
    detail: read('query.id'),
    submit: touching(granted(permission('add'), permission('edit')), [resource.code, 'body.id']),
    remove: touching(granted(permission('delete')), [resource.code, 'query.ids']),
    issue: touching(granted(permission('issue')), [resource.code, 'body.id']),
    revoke: touching(granted(permission('revoke')), [resource.code, 'body.id']),
  }
}
