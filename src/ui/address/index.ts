export { AddressPicker, type AddressPickerProps } from './AddressPicker'
export {
  addressCodeOf,
  addressOf,
  chooseLevel,
  normaliseAreaCode,
  DEFAULT_PROVINCE_NAME,
  EMPTY_SELECTION,
  type AddressCode,
  type AddressSelection,
} from './address'
