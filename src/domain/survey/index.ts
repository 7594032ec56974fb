export * from './types'
export * from './design'
export * from './answers'
export * from './tally'
