import { draftProblems, type DraftProblem } from '@/domain/registration/draft'
import { recordToCheck, type LocalDraft } from '@/offline'

/** Whether a change of `touched` (a field path) is a change of `field` (or of a line that holds it). */
const covers = (touched: string, field: string) =>
  touched === field || field.startsWith(`${touched}.`) || touched.startsWith(`${field}.`)

/**
 * The problems the editor shows:
 * - once the user tried to submit (or the draft was stored with problems), the domain rules' problems of the
 *   record as it is now, so a fixed field loses its message as it is typed;
 * - a server refusal (needs attention) on its field until that field is changed.
 */
export function visibleProblems(
  draft: LocalDraft,
  record: LocalDraft['record'],
  checked: boolean,
  touched: ReadonlySet<string>,
): DraftProblem[] {
  const local = checked ? draftProblems(recordToCheck({ ...draft, record })) : []
  if (draft.syncState !== 'attention') return local
  const server = draft.problems.filter(
    (problem) => problem.field !== '' && ![...touched].some((field) => covers(field, problem.field)),
  )
  return [...server, ...local]
}
