export { DEFAULT_DECIMALS, formatAmount, roundHalfEven, sumRounded } from './round'
