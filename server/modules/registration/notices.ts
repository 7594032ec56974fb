import type { RegistrationDraft } from '@/domain/registration/draft'
import { isMobile } from '@/domain/validation/phone'
import type { Tx } from '../../db/database'
import { labToday } from '../../lab-clock'
import { customerAddresses } from '../notify/customer'
import { notifyAll } from '../notify/service'

/**
 * Tells the customer her instruments were registered: through her record's channels, and by SMS to the
 * mobile given on the order when it is another (the person who handed them over, or a customer first met on
 * site, who has no record yet).
 */
export async function notifyOrderRegistered(
  tx: Tx,
  tenantId: string,
  draft: Pick<RegistrationDraft, 'id' | 'enterId' | 'enterName' | 'mobile' | 'instruments'>,
  orderNo: string,
  senderId: string,
) {
  const addresses = draft.enterId ? await customerAddresses(tx, tenantId, draft.enterId) : []
  const mobile = draft.mobile?.trim() ?? ''
  if (isMobile(mobile) && !addresses.some((address) => address.phone === mobile))
    addresses.push({ phone: mobile })
  const values = {
    customerName: draft.enterName.trim(),
    orderNo,
    instrumentCount: String(draft.instruments.reduce((sum, line) => sum + line.quantity, 0)),
    registeredOn: labToday(),
  }
  await notifyAll(tx, addresses, {
    tenantId,
    event: 'order.registered',
    eventId: `order.registered:${draft.id}`,
    values,
    senderId,
  })
}
