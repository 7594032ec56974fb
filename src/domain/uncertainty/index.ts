export * from './budget'
export * from './components'
export * from './significant'
export * from './tDistribution'
