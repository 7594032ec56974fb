export * from './dataScope'
export * from './portalPages'
export * from './readPermissions'
export * from './securityEvents'
