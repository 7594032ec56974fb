/** The lock of spec §4 and §5: isLocked() is what the navigation guard asks. */
export {
  clearLock,
  hasLockPassword,
  isLocked,
  setLocked,
  setLockPassword,
  useLockState,
  verifyLockPassword,
  type LockState,
} from './lockStore'
export { LockButton } from './LockButton'
export { useLockScreen } from './useLockScreen'
