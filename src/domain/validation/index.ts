export type { FieldValue, ValidationResult, Validator } from './result'
export { VALIDATION_MESSAGES, type ValidationMessageKey } from './messages'
export { isEmail, validateEmail, validatePostcode } from './email'
export {
  creditCodeCheckChar,
  idCardCheckChar,
  isCreditCode,
  isIdCard,
  validateCreditCode,
  validateIdCard,
} from './identity'
export { validateLockPassword } from './lock'
export {
  validateAmount,
  validateBankCard,
  validateDigits1To9,
  validateNonNegativeInteger,
  validateNumber,
  validateNumberRequired,
  validateSerialNumber,
} from './numbers'
export {
  isLandline,
  isMobile,
  validateFax,
  validateFormPhone,
  validateMobile,
  validatePhone,
  validatePhone1,
} from './phone'
export { isHttpUrl, validateUrl } from './url'
export { VALIDATOR_NAMES, isValidatorName, validators, type ValidatorName } from './registry'
export { isStrongPassword } from './password'
