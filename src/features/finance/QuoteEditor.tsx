import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { quoteQueries } from '@/api/quotes'
import { localize, quotes } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import type { RecordEditorProps } from '@/ui/resource/ResourcePage'
import { quoteEditable } from './quoteActions'
import { draftOfQuote, emptyQuoteDraft } from './quoteDraft'
import { QuoteForm } from './QuoteForm'
import { QuoteView } from './QuoteView'

/** A wide dialog: a quote's lines need the room (full screen on a phone). */
const EDITOR_WIDTH = 'min(1200px, 92%)'

/**
 * The quote's dialog on the list page: a new quote, one still to be submitted being changed, or any quote
 * read (查看, with its review steps). A quote sent for review since the list was read opens read-only.
 */
export function QuoteEditor({ recordId, readOnly, opened, onClose, onSaved, onChanged }: RecordEditorProps) {
  const { t, i18n } = useLingui()
  const quote = useQuery({
    ...quoteQueries.detail(recordId ?? ''),
    enabled: opened && recordId !== undefined,
    // What is being typed is not replaced by a reread when the window gets the focus back.
    refetchOnWindowFocus: readOnly,
  })
  const showing = readOnly || (quote.data !== undefined && !quoteEditable(quote.data.examineStatus))
  const mode = recordId === undefined ? t`新增` : showing ? t`查看` : t`编辑`
  const code = quote.data?.code ? ` · ${quote.data.code}` : ''
  const title = `${localize(quotes.label, i18n.locale)} · ${mode}${recordId ? code : ''}`

  const body = () => {
    if (recordId === undefined)
      return <QuoteForm initial={emptyQuoteDraft()} onCancel={onClose} onSaved={onSaved} />
    if (!quote.data)
      return (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )
    if (showing) return <QuoteView quote={quote.data} onChanged={onChanged} />
    // Started again from the saved quote when it changes on the server (another tab saved it).
    return (
      <QuoteForm
        key={quote.data.updateTime}
        initial={draftOfQuote(quote.data)}
        onCancel={onClose}
        onSaved={onSaved}
      />
    )
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={title} width={EDITOR_WIDTH} fullScreenOnPhone>
      {opened && body()}
    </AppDialog>
  )
}
