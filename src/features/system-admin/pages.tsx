import {
  bizDictEntries,
  bizDictGroups,
  departments,
  dictEntries,
  dictGroups,
  menus,
  params,
  securityEvents,
} from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { DictionaryPage } from './DictionaryPage'

/** System lists that need nothing beyond their declaration. */
export const DeptPage = () => <ResourcePage resource={departments} />
export const MenusPage = () => <ResourcePage resource={menus} />
export const ParamsPage = () => <ResourcePage resource={params} />
export const DictPage = () => <DictionaryPage groups={dictGroups} entries={dictEntries} />
export const BizDictPage = () => <DictionaryPage groups={bizDictGroups} entries={bizDictEntries} />
/** 安全审计: the security audit log, read and exported only (the platform's own log holds the tenants'). */
export const SecurityLogPage = () => <ResourcePage resource={securityEvents} />
