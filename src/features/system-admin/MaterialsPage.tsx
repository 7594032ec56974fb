import { materials } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/** 资料管理: the materials every user downloads from the notification centre (tools, manuals, templates). */
export const MaterialsPage = () => <ResourcePage resource={materials} />
