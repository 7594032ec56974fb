import { validateEmail, validatePostcode } from './email'
import { validateCreditCode, validateIdCard } from './identity'
import { validateLockPassword } from './lock'
import {
  validateAmount,
  validateBankCard,
  validateDigits1To9,
  validateNonNegativeInteger,
  validateNumber,
  validateNumberRequired,
  validateSerialNumber,
} from './numbers'
import { validateFax, validateFormPhone, validateMobile, validatePhone, validatePhone1 } from './phone'
import type { Validator } from './result'
import { validateUrl } from './url'

// Resource declarations (src/domain/resources) name their validators with these strings, so a field's
// rules stay plain data that both the server's zod schemas and the browser's forms can resolve.
export const VALIDATOR_NAMES = [
  'mobile',
  'email',
  'postcode',
  'idCard',
  'creditCode',
  'number',
  'numberRequired',
  'digits1To9',
  'phone',
  'phone1',
  'fax',
  'bankCard',
  'serialNumber',
  'nonNegativeInteger',
  'amount',
  'url',
  'formPhone',
  'lockPassword',
] as const

export type ValidatorName = (typeof VALIDATOR_NAMES)[number]

export const validators: Readonly<Record<ValidatorName, Validator>> = Object.freeze({
  mobile: validateMobile,
  email: validateEmail,
  postcode: validatePostcode,
  idCard: validateIdCard,
  creditCode: validateCreditCode,
  number: validateNumber,
  numberRequired: validateNumberRequired,
  digits1To9: validateDigits1To9,
  phone: validatePhone,
  phone1: validatePhone1,
  fax: validateFax,
  bankCard: validateBankCard,
  serialNumber: validateSerialNumber,
  nonNegativeInteger: validateNonNegativeInteger,
  amount: validateAmount,
  url: validateUrl,
  formPhone: validateFormPhone,
  lockPassword: validateLockPassword,
})

export const isValidatorName = (name: string): name is ValidatorName =>
  (VALIDATOR_NAMES as readonly string[]).includes(name)
