import { WORK_LISTS } from '../workflow/workLists'
import type { ResourceDeclaration } from '../resources/types'
import { PORTAL_PAGES } from './portalPages'

/**
 * The grants that let a role read a resource (its list, its records, their files): the resource's own
 * `{permission}_view` button, and every page of the menu that lists it (the lab's work lists, the
 * customers' portal). Saber's model: a role reads what its menus and buttons show it, nothing else.
 */
export function readPermissionsOf(resource: Pick<ResourceDeclaration, 'code' | 'permission'>): string[] {
  return [
    `${resource.permission}_view`,
    ...WORK_LISTS.filter((list) => list.resource === resource.code).map((list) => list.code),
    ...PORTAL_PAGES.filter((page) => (page.reads as readonly string[]).includes(resource.code)).map(
      (page) => page.code,
    ),
  ]
}
