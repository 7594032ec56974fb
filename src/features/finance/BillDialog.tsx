import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { billQueries } from '@/api/bills'
import { bills, localize } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { BillView } from './BillView'

/** A wide dialog: a bill's items and payments are tables (full screen on a phone). */
const DIALOG_WIDTH = 'min(1100px, 92%)'

export type BillDialogProps = {
  /** The order whose bill is shown; none while closed. */
  orderId: string | undefined
  opened: boolean
  onClose: () => void
}

/** An order's bill on the list page: read when it opens, read again after every change made in it. */
export function BillDialog({ orderId, opened, onClose }: BillDialogProps) {
  const { i18n } = useLingui()
  const bill = useQuery({ ...billQueries.detail(orderId ?? ''), enabled: opened && orderId !== undefined })
  const title = `${localize(bills.label, i18n.locale)}${bill.data ? ` · ${bill.data.orderNo}` : ''}`
  return (
    <AppDialog opened={opened} onClose={onClose} title={title} width={DIALOG_WIDTH} fullScreenOnPhone>
      {opened &&
        (bill.data ? (
          <BillView bill={bill.data} />
        ) : (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ))}
    </AppDialog>
  )
}
