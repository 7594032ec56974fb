import { requestPasswordToken } from '@/api/auth'
import { useSignIn } from './useSignIn'

/** Signs in with tenant, username and password (spec §7 "Authentication"). */
export function useLogin() {
  return useSignIn(requestPasswordToken)
}
