import { labCapabilities } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** 能力范围: the lab's scope of accreditation, with each capability's CMC and decision rule. */
export function CapabilitiesPage() {
  return <ResourcePage resource={labCapabilities} />
}
