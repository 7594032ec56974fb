import { chargeStandards } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** A new price is filed (CHARGE_RECORD_STATUS 1), per instrument (台), placed first. */
const NEW_CHARGE = { unit: '台', recordStatus: '1', sort: 0 }

/** 收费标准: the lab's price list, the same rows the public page and quotes read. */
export const ChargeStandardsPage = () => <ResourcePage resource={chargeStandards} defaults={NEW_CHARGE} />
