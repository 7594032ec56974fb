export * from './columns'
export * from './tenant'
export * from './system'
export * from './auth'
