import { staffAbilities } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** The lab's settings that need nothing beyond their declarations. */
export const StaffAbilityPage = () => <ResourcePage resource={staffAbilities} />
