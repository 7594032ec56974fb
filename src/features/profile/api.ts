import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_ERROR_TOAST } from '@/api/requestFlags'

export type ProfileInput = {
  realName: string
  nickName: string | null
  email: string | null
  phone: string | null
  sex: number | null
  avatar: string | null
}

/** POST /api/blade-user/update-info: the signed-in user's own profile; answers the updated user. */
export const updateOwnProfile = (body: ProfileInput) =>
  unwrapEnvelope(api.POST('/api/blade-user/update-info', { body, headers: NO_ERROR_TOAST }))

export type PasswordChange = { oldPassword: string; newPassword: string; newPassword1: string }

/** POST /api/blade-user/update-password. */
export const changeOwnPassword = (body: PasswordChange) =>
  unwrapEnvelope(api.POST('/api/blade-user/update-password', { body, headers: NO_ERROR_TOAST }))

/** GET /api/blade-user/signature: her handwritten signature's file (null: none). */
export const fetchOwnSignature = () => unwrapEnvelope(api.GET('/api/blade-user/signature', {}))

/** PUT /api/blade-user/signature: keeps a PNG she uploaded as her signature, or clears it. */
export const saveOwnSignature = (fileId: string | null) =>
  unwrapEnvelope(api.PUT('/api/blade-user/signature', { body: { fileId } }))
