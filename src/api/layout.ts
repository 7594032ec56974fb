import { api } from './client'
import type { AnswerData } from './contract'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND } from './requestFlags'

/** A saved column layout (spec §3): the table's resource code and the layout as JSON text. */
export type SavedLayout = NonNullable<AnswerData<'/api/blade-expand/view-param/detail'>>

/**
 * GET /api/blade-expand/view-param/detail?elementId=: the signed-in user's saved layout of a table, or null.
 * A background call: the table already shows the local layout, so a failure only means it stays.
 */
export const fetchSavedLayout = (elementId: string): Promise<SavedLayout | null> =>
  unwrapEnvelope(
    api.GET('/api/blade-expand/view-param/detail', { params: { query: { elementId } }, headers: BACKGROUND }),
  )

/**
 * POST /api/blade-expand/view-param/save: saves the layout (JSON text); an empty parameter resets it. The
 * request layer shows a failure as usual.
 */
export const saveLayout = (elementId: string, parameter: string): Promise<void> =>
  unwrapEnvelope(api.POST('/api/blade-expand/view-param/save', { body: { elementId, parameter } }))
