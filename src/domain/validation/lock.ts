import { VALIDATION_MESSAGES as M } from './messages'
import { OK, fail, isBlank, type Validator } from './result'

/** Spec §5 "Lock": the lock-screen password only has to be present. */
export const validateLockPassword: Validator = (value) => (isBlank(value) ? fail(M.lockPasswordRequired) : OK)
