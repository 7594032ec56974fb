/*
 * Personal data a list shows masked to whoever is not entitled to it (a national ID outside the staff office):
 * enough of it to tell two people apart, never enough to use it.
 */

export type MaskRule = 'idCard'

const MASKS: Record<MaskRule, (value: string) => string> = {
  // 430104********1234: the region of issue and the last four, as Chinese forms show an ID.
  idCard: (value) =>
    value.length <= 10
      ? '*'.repeat(value.length)
      : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`,
}

export const maskValue = (rule: MaskRule, value: string): string => MASKS[rule](value)
