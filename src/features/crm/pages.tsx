import { instruments } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** 客户器具: every instrument of every customer. */
export const InstrumentsPage = () => <ResourcePage resource={instruments} />
