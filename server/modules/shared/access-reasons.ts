/**
 * Why a route is open to every signed-in user, where several areas give the same reason (the rule itself
 * stands beside each route: config.access).
 */

/** The caller's own account: what she reads and changes is hers by her session. */
export const ownAccount = 'her own account, profile and password'

/** The caller's own things: the service confines every call to her. */
export const ownThings = 'her own things only: the service confines it to the caller'
