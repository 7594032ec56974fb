import { registerPage } from './registry'

/**
 * Pages of menu paths that have no route file of their own (spec §2: routes from the menu at run time).
 * System management pages (/system/user, /system/dict …) come with the resource engine in a later issue;
 * until then their menu entries show the "no page" message.
 */
registerPage('/work/todo', () => import('./work/TodoPage').then((module) => module.TodoPage))
registerPage('/work/send', () => import('./work/SendPage').then((module) => module.SendPage))
