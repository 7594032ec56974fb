import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { quotes } from '@/domain/resources'
import { QuoteForm } from '@/features/finance/QuoteForm'
import { BookPickupDialog } from '@/features/pickup/BookPickupDialog'
import { AppDialog } from '@/ui/AppDialog'
import { resourceListKey } from '@/ui/resource/useResourceList'
import type { RecallOpened } from './useRecallActions'

export type RecallDialogsProps = { opened: RecallOpened | null; onClose: () => void }

/** The quote editor's width: a quote's lines need the room (full screen on a phone). */
const QUOTE_WIDTH = 'min(1200px, 92%)'

/**
 * The forms a row's action opens, started from the row: the pickup booking form (its toast names the pickup
 * number) and the quote editor, whose saved quote joins 报价管理's list.
 */
export function RecallDialogs({ opened, onClose }: RecallDialogsProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const handleQuoteSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: resourceListKey(quotes.code) })
    onClose()
  }
  return (
    <>
      <BookPickupDialog
        opened={opened?.action === 'book'}
        booker={
          opened?.action === 'book'
            ? { kind: 'staff', tenantId: opened.tenantId, initial: opened.values }
            : { kind: 'staff', tenantId: '' }
        }
        onClose={onClose}
      />
      <AppDialog
        opened={opened?.action === 'quote'}
        onClose={onClose}
        title={t`生成报价`}
        width={QUOTE_WIDTH}
        fullScreenOnPhone
      >
        {opened?.action === 'quote' && (
          <QuoteForm initial={opened.draft} onCancel={onClose} onSaved={handleQuoteSaved} />
        )}
      </AppDialog>
    </>
  )
}
