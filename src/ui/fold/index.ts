export { fittingCount } from './fittingCount'
export { FOLD_ITEM, FOLD_MORE, useFold, type Fold } from './useFold'
