import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { quoteQueries } from '@/api/quotes'
import { useSession } from '@/app/useSession'
import { PICKUP_ACCEPT_PERMISSION } from '@/domain/constants'
import type { BookingValues } from '@/features/pickup/booking'
import type { QuoteDraft } from '@/features/finance/quoteDraft'
import { usePermission } from '@/ui/reference/referenceData'
import { recallQueries, type RecallRow } from './recallApi'
import { recallBooking, recallQuote, standardFor } from './recallDrafts'

export type RecallAction = 'book' | 'quote'

/** What a row's action opened: the booking or the quote it starts from. */
export type RecallOpened =
  { action: 'book'; tenantId: string; values: BookingValues } | { action: 'quote'; draft: QuoteDraft }

/**
 * The row actions the reader's grants allow (预约取件 for those who take bookings, 生成报价 for those who make
 * quotes), and what they open: each reads what its form starts from first (the customer's address, the charge
 * standard of the instrument), so the button waits while it is read.
 */
export function useRecallActions() {
  const queryClient = useQueryClient()
  const tenantId = useSession()?.account.tenantId ?? ''
  const mayBook = usePermission(PICKUP_ACCEPT_PERMISSION)
  const mayQuote = usePermission('quote_add')
  const [preparing, setPreparing] = useState<{ id: string; action: RecallAction } | null>(null)
  const [opened, setOpened] = useState<RecallOpened | null>(null)

  const prepare = async (row: RecallRow, action: RecallAction) => {
    setPreparing({ id: row.instrumentId, action })
    try {
      if (action === 'book') {
        // Without the record (removed since, or out of reach) the booking starts from the row alone.
        const customer = await queryClient
          .fetchQuery(recallQueries.customer(row.customerId))
          .catch(() => null)
        setOpened({ action, tenantId, values: recallBooking(row, customer) })
      } else {
        const standards = await queryClient.fetchQuery(quoteQueries.chargeStandards(row.name)).catch(() => [])
        setOpened({ action, draft: recallQuote(row, standardFor(row.name, standards)) })
      }
    } finally {
      setPreparing(null)
    }
  }

  return {
    allowed: { book: mayBook, quote: mayQuote },
    preparing,
    opened,
    open: (row: RecallRow, action: RecallAction) => void prepare(row, action),
    close: () => setOpened(null),
  }
}
