/** The lab's settings pages (their own files; this one keeps the names the route table imports). */
export { StaffAbilityPage } from './StaffAbilityPage'
export { CapabilitiesPage } from './CapabilitiesPage'
