import { notices } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { useNoticeActions } from './NoticeActions'

/** 公告管理: notices written as drafts, released (发布) to the staff home and the public page, withdrawn (撤回). */
export function NoticesPage() {
  const { rowActions, dialog } = useNoticeActions()
  return (
    <>
      <ResourcePage resource={notices} rowActions={rowActions} />
      {dialog}
    </>
  )
}
