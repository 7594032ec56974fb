import { labCompactDate } from '@/domain/labClock'
import type { Tx } from '../../db/database'
import { nextSerial } from '../shared/serial'

/** The letters that start a document's code: quote, contract, invoice, and a traceability plan (溯源计划). */
export type DayCodeLetters = 'BJ' | 'HT' | 'FP' | 'SJ'

/**
 * A finance document's code: its letters, the lab's day and the day's serial (BJ202611270001), taken from the
 * lab's document counter, so two documents made at the same moment never get the same code. `taken` says
 * whether a code is already used (codes made before the counter kept them are skipped).
 */
export async function nextDayCode(
  tx: Tx,
  tenantId: string,
  letters: DayCodeLetters,
  now: Date,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  const prefix = `${letters}${labCompactDate(now)}`
  for (;;) {
    const code = `${prefix}${String(await nextSerial(tx, tenantId, prefix)).padStart(4, '0')}`
    if (!(await taken(code))) return code
  }
}
