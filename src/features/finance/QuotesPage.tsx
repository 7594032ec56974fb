import { useQueryClient } from '@tanstack/react-query'
import { quotes } from '@/domain/resources'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { quoteEditable } from './quoteActions'
import { QuoteEditor } from './QuoteEditor'
import { QuoteFromCart } from './QuoteFromCart'
import { QuoteRowActions } from './QuoteRowActions'

/**
 * 报价管理: the quotes' list is the generic page of their declaration; a quote is made, changed and read in
 * its own editor (it has lines and live totals), and each row carries its review steps and 打印.
 */
export function QuotesPage() {
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: resourceListKey(quotes.code) })
  return (
    <>
      <ResourcePage
        resource={quotes}
        // A quote sent for review is on record: it is withdrawn or returned before it changes.
        rowEditable={(row) => quoteEditable(row.examineStatus)}
        rowActions={(row) => <QuoteRowActions row={row} onChanged={reload} />}
        actionsWidth={230}
        editor={(props) => <QuoteEditor {...props} />}
      />
      <QuoteFromCart onSaved={reload} />
    </>
  )
}
