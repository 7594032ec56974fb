import { useMemo } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { FilterOperator } from '@/domain/constants'
import { localize, type ResourceField } from '@/domain/resources'
import { VALIDATION_MESSAGES } from '@/domain/validation'
import type { AdvancedWarning } from './advanced'
import type { FieldProblem } from './bar'

const OPERATOR_LABELS: Record<FilterOperator, MessageDescriptor> = {
  '=': msg`等于`,
  '!=': msg`不等于`,
  '>': msg`大于`,
  '>=': msg`大于等于`,
  '<': msg`小于`,
  '<=': msg`小于等于`,
  LIKE: msg`包含`,
  'NOT LIKE': msg`不包含`,
  IN: msg`属于`,
  'NOT IN': msg`不属于`,
  BETWEEN: msg`介于`,
  'NOT BETWEEN': msg`不介于`,
  and: msg`范围`,
}

/** The spec's advanced-search messages (§5, §8), character for character in Chinese. */
const WARNINGS: Record<AdvancedWarning, MessageDescriptor> = {
  noField: msg`请完善数据查询信息，请选择查询字段`,
  incomplete: msg`请先完善当前列信息`,
  needsRange: msg`时间查询请选择一个时间段进行查询`,
  betweenDateOnly: msg`只有时间日期查询才能选择该选项`,
}

// The validators answer with the spec's Chinese messages (src/domain/validation/messages.ts); these are the
// same texts as catalogue entries so the English UI translates them.
const VALIDATION: Record<string, MessageDescriptor> = {
  [VALIDATION_MESSAGES.mobile]: msg`请输入正确的手机号`,
  [VALIDATION_MESSAGES.email]: msg`请输入正确的邮箱号`,
  [VALIDATION_MESSAGES.idCard]: msg`请输入正确的身份证号`,
  [VALIDATION_MESSAGES.creditCode]: msg`统一社会信用代码格式不正确`,
  [VALIDATION_MESSAGES.number]: msg`请输入正确的数字`,
  [VALIDATION_MESSAGES.phone]: msg`请输入正确的电话(手机)号码`,
  [VALIDATION_MESSAGES.fax]: msg`请输入正确的传真(电话)号码`,
  [VALIDATION_MESSAGES.bankCard]: msg`请输入正确的银行卡号`,
  [VALIDATION_MESSAGES.serialNumber]: msg`序号只能为数字,且最多两位小数`,
  [VALIDATION_MESSAGES.nonNegativeInteger]: msg`请输入大于等于0的整数`,
  [VALIDATION_MESSAGES.amount]: msg`请输入数字,可带两位小数`,
  [VALIDATION_MESSAGES.url]: msg`请输入正确的网址`,
  [VALIDATION_MESSAGES.formPhoneRequired]: msg`手机号码不能为空`,
  [VALIDATION_MESSAGES.formPhoneLength]: msg`手机号码长度不为11位`,
  [VALIDATION_MESSAGES.formPhoneFormat]: msg`手机号码格式不正确`,
  [VALIDATION_MESSAGES.lockPasswordRequired]: msg`锁屏密码不能为空`,
}

const translate = (i18n: I18n, message: string): string => {
  const descriptor = VALIDATION[message]
  return descriptor ? i18n._(descriptor) : message
}

export type SearchTexts = {
  /** A field's label in the UI language (declarations carry both languages). */
  label: (field: ResourceField) => string
  operator: (op: FilterOperator) => string
  warning: (warning: AdvancedWarning) => string
  /** The declaration's message first, else the validator's, else a generic one. */
  problem: (field: ResourceField, problem: FieldProblem) => string
}

/** Every text of the search UI that depends on data (operators, warnings, field problems). */
export function useSearchTexts(): SearchTexts {
  const { i18n } = useLingui()
  const locale = i18n.locale
  return useMemo(() => {
    const label = (field: ResourceField) => localize(field.label, locale)
    return {
      label,
      operator: (op) => i18n._(OPERATOR_LABELS[op]),
      warning: (warning) => i18n._(WARNINGS[warning]),
      problem: (field, problem) => {
        if (field.message) return localize(field.message, locale)
        const name = label(field)
        switch (problem.kind) {
          case 'required':
            return i18n._(msg`请输入${name}`)
          case 'pattern':
            return i18n._(msg`${name}格式不正确`)
          case 'validator':
            return translate(i18n, problem.message)
        }
      },
    }
    // i18n is a stable object; the locale is what changes the texts.
  }, [i18n, locale])
}
