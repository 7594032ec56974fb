import type { FitnessProblem } from './fitness'
import { UNUSABLE_LABELS, type DeviceUnusable } from './validity'

/*
 * What a tester is told when the standards of her result are refused or worth a second look: each message
 * names the device or measurement standard, so she knows which one to change.
 */

export type Localized = { zh: string; en: string }

/** The label of a measure_quantity key in both languages. */
export type QuantityLabel = (key: string) => Localized

export const RESULT_STANDARD_MESSAGES = {
  measurandRequired: { zh: '请选择被测参量', en: 'Choose the measured quantity' },
  measurandUnknown: { zh: '被测参量不是可选的值', en: 'The measured quantity is not one of the choices' },
  deviceUnknown: { zh: '标准器不存在或已删除', en: 'A standard device is unknown or was removed' },
  standardUnknown: {
    zh: '计量标准不存在或已删除',
    en: 'A measurement standard is unknown or was removed',
  },
} as const satisfies Record<string, Localized>

const pointOf = (index: number) => ({ zh: `第${index + 1}点`, en: `Point ${index + 1}` })

function rangeText(min: string | null, max: string | null, unit: string): string {
  if (min !== null && max !== null) return `${min}–${max} ${unit}`
  return min !== null ? `≥ ${min} ${unit}` : `≤ ${max ?? ''} ${unit}`
}

/** Why `deviceName` is not fit for the item. */
export function fitnessMessage(
  deviceName: string,
  problem: FitnessProblem,
  quantity: QuantityLabel,
): Localized {
  switch (problem.problem) {
    case 'quantityUnknown':
      return {
        zh: `标准器“${deviceName}”未登记测量参量，无法判断是否适用，请先在标准器中补全`,
        en: `The standard device “${deviceName}” has no measured quantity on record: complete it before using it`,
      }
    case 'quantity': {
      const device = quantity(problem.deviceMeasurand)
      const item = quantity(problem.itemMeasurand)
      return {
        zh: `标准器“${deviceName}”的测量参量为${device.zh}，检测项目为${item.zh}`,
        en: `The standard device “${deviceName}” measures ${device.en}, the test item ${item.en}`,
      }
    }
    case 'unit': {
      const point = pointOf(problem.index)
      return problem.unit
        ? {
            zh: `${point.zh}的单位“${problem.unit}”与标准器“${deviceName}”的单位“${problem.deviceUnit}”不一致`,
            en: `${point.en}: its unit “${problem.unit}” differs from “${problem.deviceUnit}”, the unit of the standard device “${deviceName}”`,
          }
        : {
            zh: `${point.zh}未填写单位，与标准器“${deviceName}”的单位“${problem.deviceUnit}”不一致`,
            en: `${point.en} has no unit, unlike the standard device “${deviceName}” (${problem.deviceUnit})`,
          }
    }
    case 'range': {
      const point = pointOf(problem.index)
      const range = rangeText(problem.min, problem.max, problem.unit)
      return {
        zh: `${point.zh} ${problem.nominal} ${problem.unit} 超出标准器“${deviceName}”的测量范围 ${range}`,
        en: `${point.en} (${problem.nominal} ${problem.unit}) is outside the range of the standard device “${deviceName}” (${range})`,
      }
    }
    case 'tur':
      return {
        zh: `标准器“${deviceName}”的测试不确定度比（TUR）为 ${problem.tur}，小于 1:1，准确度不足以判定该检测项目`,
        en: `The test uncertainty ratio (TUR) with the standard device “${deviceName}” is ${problem.tur}, under 1:1: it is not accurate enough for this item`,
      }
  }
}

/** The TUR is at least 1:1 but under the lab's warning ratio: accepted, with a word. */
export function turWarningMessage(deviceName: string, tur: string, turWarn: string): Localized {
  return {
    zh: `标准器“${deviceName}”的测试不确定度比（TUR）为 ${tur}，低于 ${turWarn}:1，请确认其准确度满足要求`,
    en: `The test uncertainty ratio (TUR) with the standard device “${deviceName}” is ${tur}, under ${turWarn}:1: check that it is accurate enough`,
  }
}

/** Every reason a device may not be chosen (the pickers' wire enum). */
export const DEVICE_UNUSABLE_REASONS = Object.keys(UNUSABLE_LABELS) as DeviceUnusable[]

/** The device may not be used today: its state or its validity. */
export function unusableMessage(deviceName: string, reason: DeviceUnusable): Localized {
  const label = UNUSABLE_LABELS[reason]
  return {
    zh: `标准器“${deviceName}”${label.zh}，不能使用`,
    en: `The standard device “${deviceName}” cannot be used: ${label.en.toLowerCase()}`,
  }
}

/** Why a measurement standard cannot be recorded with this item. */
export type StandardRefusal = 'disabled' | 'expired' | 'notCovering'

export function standardRefusalMessage(name: string, refusal: StandardRefusal, itemName: string): Localized {
  switch (refusal) {
    case 'disabled':
      return { zh: `计量标准“${name}”已停用`, en: `The measurement standard “${name}” is disabled` }
    case 'expired':
      return {
        zh: `计量标准“${name}”的考核证书已过有效期`,
        en: `The approval of the measurement standard “${name}” has expired`,
      }
    case 'notCovering':
      return {
        zh: `计量标准“${name}”未开展该检测项目（${itemName}）`,
        en: `The measurement standard “${name}” does not cover the test item “${itemName}”`,
      }
  }
}

/** The test items a measurement standard supports: its abilities, one name a line. */
export const abilitiesOf = (abilities: string | null | undefined): string[] =>
  (abilities ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
