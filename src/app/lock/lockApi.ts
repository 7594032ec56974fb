import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_ERROR_TOAST } from '@/api/requestFlags'

/**
 * POST /api/blade-user/check-password: whether a password is the signed-in account's. The lock page shows a
 * refusal itself (no error toast); the server counts failures like failed sign-ins.
 */
export const checkAccountPassword = (password: string) =>
  unwrapEnvelope(
    api.POST('/api/blade-user/check-password', { body: { password }, headers: NO_ERROR_TOAST }),
  ).then(() => undefined)
