import { staffAbilities, standardDevices } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** A new standard starts in use (dictionary DEVICE_STATE 1). */
const NEW_DEVICE = { status: 1 }

/** The lab's settings that need nothing beyond their declarations. */
export const StaffAbilityPage = () => <ResourcePage resource={staffAbilities} />
export const StandardDevicePage = () => <ResourcePage resource={standardDevices} defaults={NEW_DEVICE} />
