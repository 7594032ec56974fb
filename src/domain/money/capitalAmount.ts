import type { Decimal } from './decimal'
import { roundAmount } from './amount'

/*
 * An amount in Chinese capital numerals (人民币大写), as a quote, a bill or an invoice prints it beside the
 * figures, written the way the People's Bank's payment rules ask: 整 after 元 when there are no 角 and 分,
 * none after 角 or 分; 零 for a run of missing units inside the number (壹仟零伍元, 壹拾万零壹拾元), one 零
 * for the 角 left out before 分 (壹元零伍分); 壹拾, never a bare 拾; 负 before a negative amount (a refund).
 */

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const
const PLACES = ['', '拾', '佰', '仟'] as const
const GROUPS = ['', '万', '亿', '万亿'] as const

/** One group of four digits (0 < value < 10000), with 零 where a place inside it is empty. */
function groupText(value: number): string {
  let text = ''
  let pendingZero = false
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10
    if (digit === 0) {
      if (text !== '') pendingZero = true
      continue
    }
    if (pendingZero) text += '零'
    pendingZero = false
    text += `${DIGITS[digit] ?? ''}${PLACES[place] ?? ''}`
  }
  return text
}

/** The yuan part: groups of four digits from 万亿 down, 零 between groups where places are skipped. */
function yuanText(yuan: bigint): string {
  if (yuan === 0n) return ''
  const groups: number[] = []
  for (let rest = yuan; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n))
  if (groups.length > GROUPS.length) throw new RangeError('amount too large for capital numerals')
  let text = ''
  let zeroBefore = false
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index]!
    if (group === 0) {
      zeroBefore = text !== ''
      continue
    }
    // A skipped group, or a group that does not fill its thousands (壹万零伍佰), reads a 零 first.
    if (text !== '' && (zeroBefore || group < 1000)) text += '零'
    zeroBefore = false
    text += groupText(group) + GROUPS[index]
  }
  return text + '元'
}

/** 壹万贰仟叁佰肆拾伍元陆角柒分 for 12345.67; 零元整 for 0. Rounded half-to-even to fen first. */
export function capitalAmount(amount: Decimal): string {
  const rounded = roundAmount(amount)
  const fen = rounded.coefficient
  const yuan = fen / 100n
  const jiao = Number((fen / 10n) % 10n)
  const fenDigit = Number(fen % 10n)
  const sign = rounded.negative ? '负' : ''
  if (fen === 0n) return '零元整'
  const whole = yuanText(yuan)
  if (jiao === 0 && fenDigit === 0) return `${sign}${whole}整`
  let cents = ''
  if (jiao !== 0) cents += `${DIGITS[jiao]}角`
  else if (whole !== '') cents += '零'
  if (fenDigit !== 0) cents += `${DIGITS[fenDigit]}分`
  return sign + whole + cents
}
