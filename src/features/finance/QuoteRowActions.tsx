import { useQuery } from '@tanstack/react-query'
import { quoteQueries } from '@/api/quotes'
import type { ResourceRecord } from '@/api/resources'
import { MakeContract } from './MakeContract'
import { PrintQuote } from './PrintQuote'
import { quoteActionsFor, quoteHasSteps } from './quoteActions'
import { QuoteSteps } from './QuoteSteps'
import { useQuoteGrants } from './useQuoteGrants'

/** A row's review steps are read again after this long at the latest (someone else may take one). */
const STEPS_STALE_MS = 30_000

/**
 * The review steps and 打印 of a quote in the list. The list's rows do not carry the quote's author, which the
 * review machine needs (its author sends, someone else reviews): a quote that may still have a step for the
 * caller is read (the same query as its editor, which then opens at once).
 */
export function QuoteRowActions({ row, onChanged }: { row: ResourceRecord; onChanged: () => Promise<void> }) {
  const { userId, grants } = useQuoteGrants()
  const mayAct = quoteHasSteps(row.examineStatus) && (grants.make || grants.review)
  const quote = useQuery({ ...quoteQueries.detail(row.id), enabled: mayAct, staleTime: STEPS_STALE_MS })
  const actions = mayAct && quote.data ? quoteActionsFor(quote.data, userId, grants) : []
  return (
    <>
      <QuoteSteps quoteId={row.id} actions={actions} look="link" onDone={onChanged} />
      <PrintQuote quoteId={row.id} code={String(row.code ?? '')} look="link" />
      <MakeContract quote={row} look="link" />
    </>
  )
}
