export * from './messages'
export * from './quoteReview'
export * from './quoteTotals'
export * from './settlement'
