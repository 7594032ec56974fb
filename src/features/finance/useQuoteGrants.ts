import { useSession } from '@/app/useSession'
import { usePermission } from '@/ui/reference/referenceData'
import type { QuoteGrants } from './quoteActions'

/** Who the caller is and what her grants let her do with quotes: make them (send, withdraw) and review them. */
export function useQuoteGrants(): { userId: string; grants: QuoteGrants } {
  const userId = useSession()?.account.userId ?? ''
  const add = usePermission('quote_add')
  const edit = usePermission('quote_edit')
  const review = usePermission('quote_review')
  return { userId, grants: { make: add || edit, review } }
}
