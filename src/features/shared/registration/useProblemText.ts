import { useCallback } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { REGISTRATION_MESSAGES } from '@/domain/registration/draft'
import { VALIDATION_MESSAGES } from '@/domain/validation/messages'

// draftProblems answers with the domain's Chinese messages; these are the same texts as catalogue entries so
// the English UI translates them. The server's messages already come in the UI's language.
const MESSAGES: Record<string, MessageDescriptor> = {
  [REGISTRATION_MESSAGES.customerRequired]: msg`请选择或填写客户名称`,
  [REGISTRATION_MESSAGES.instrumentsRequired]: msg`请至少添加一台器具`,
  [REGISTRATION_MESSAGES.instrumentNameRequired]: msg`请填写器具名称`,
  [REGISTRATION_MESSAGES.quantity]: msg`数量须为1到9999的整数`,
  [REGISTRATION_MESSAGES.signatureRequired]: msg`请客户签名`,
  [REGISTRATION_MESSAGES.hopeTestDate]: msg`期望检测日期格式不正确`,
  [REGISTRATION_MESSAGES.tooLong]: msg`内容过长`,
  [REGISTRATION_MESSAGES.carNumberRequired]: msg`用车时请填写车牌号`,
  [VALIDATION_MESSAGES.mobile]: msg`请输入正确的手机号`,
  [VALIDATION_MESSAGES.phone]: msg`请输入正确的电话(手机)号码`,
}

/** A problem's message in the UI's language. */
export function useProblemText(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui()
  return useCallback(
    (message) => {
      if (message === undefined) return undefined
      const descriptor = MESSAGES[message]
      return descriptor ? i18n._(descriptor) : message
    },
    [i18n],
  )
}
