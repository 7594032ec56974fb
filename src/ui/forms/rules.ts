import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isStrongPassword, validateMobile, VALIDATION_MESSAGES } from '@/domain/validation'

/**
 * Field rules of the sign-in, registration and profile forms. The validators of src/domain/validation answer
 * with the spec's Chinese messages; they are shown through the catalog so the English UI translates them.
 */
const validationMessages = {
  [VALIDATION_MESSAGES.mobile]: msg`请输入正确的手机号`,
  [VALIDATION_MESSAGES.email]: msg`请输入正确的邮箱号`,
  [VALIDATION_MESSAGES.url]: msg`请输入正确的网址`,
} as const

export function translateValidation(message: string, i18n: I18n): string {
  const descriptor = validationMessages[message as keyof typeof validationMessages]
  return descriptor ? i18n._(descriptor) : message
}

/** A required mobile number: empty gives 请输入手机号, anything else must pass the spec's mobile rule. */
export function mobileError(phone: string, i18n: I18n): string | undefined {
  if (!phone.trim()) return i18n._(msg`请输入手机号`)
  const result = validateMobile(phone.trim())
  return result.ok ? undefined : translateValidation(result.message, i18n)
}

export function newPasswordError(password: string, i18n: I18n): string | undefined {
  if (!password) return i18n._(msg`请输入新密码`)
  return isStrongPassword(password) ? undefined : i18n._(msg`密码至少8位，且须包含字母和数字`)
}

export function repeatPasswordError(password: string, repeat: string, i18n: I18n): string | undefined {
  if (!repeat) return i18n._(msg`请再次输入密码`)
  return repeat === password ? undefined : i18n._(msg`两次输入的密码不一致`)
}

/** A tenant id is six digits (the server's rule). */
export function tenantError(tenantId: string, i18n: I18n): string | undefined {
  if (!tenantId.trim()) return i18n._(msg`请输入租户ID`)
  return /^\d{6}$/.test(tenantId.trim()) ? undefined : i18n._(msg`租户ID为6位数字`)
}
