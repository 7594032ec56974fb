import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../http/errors'
import { translate, type Locale } from '../../http/messages'

/**
 * Batch actions of the work lists: the same action on every selected record, each in its own transaction,
 * so that one refused row (taken meanwhile by a colleague, missing a result) does not undo the others. The
 * answer says per row what happened, in the request's language.
 */

export type BatchRow = { id: string; ok: boolean; state: number | null; message: string | null }

/** The most records one batch acts on: a work list's page of selected rows, not a whole table. */
export const MAX_BATCH = 200

export async function runBatch(
  ids: readonly string[],
  locale: Locale,
  log: FastifyBaseLogger,
  step: (id: string) => Promise<number>,
): Promise<BatchRow[]> {
  const rows: BatchRow[] = []
  // One after the other: numbers are then given in the order of the selection, and two rows never wait on
  // each other's locks.
  for (const id of new Set(ids)) {
    try {
      rows.push({ id, ok: true, state: await step(id), message: null })
    } catch (error) {
      if (error instanceof AppError) {
        rows.push({ id, ok: false, state: null, message: translate(error.key, locale, error.params) })
      } else {
        log.error({ err: error, id }, 'batch step failed')
        rows.push({ id, ok: false, state: null, message: translate('internal', locale) })
      }
    }
  }
  return rows
}
