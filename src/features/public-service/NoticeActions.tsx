import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { useSession } from '@/app/useSession'
import { notices } from '@/domain/resources'
import {
  NOTICE_STATUS,
  noticeTransition,
  publicNoticeUrl,
  type NoticeAction,
} from '@/domain/resources/notices'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { resourceListKey } from '@/ui/resource/useResourceList'

const changeNotice = (action: NoticeAction, id: string) =>
  unwrapEnvelope(api.POST(`/api/blade-desk/notice/${action}`, { params: { query: { id } } }))

type Pending = { action: NoticeAction; row: ResourceRecord } | null

/**
 * The row actions of 公告管理: 发布 a draft or withdrawn notice, 撤回 a released one (both notice_release),
 * and 查看公告 to open a released one as the public sees it.
 */
export function useNoticeActions() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const session = useSession()
  const canRelease = usePermission('notice_release')
  const [pending, setPending] = useState<Pending>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      await changeNotice(pending.action, pending.row.id)
      notifications.show({
        color: 'green',
        message: pending.action === 'release' ? t`公告已发布` : t`公告已撤回`,
      })
      await queryClient.invalidateQueries({ queryKey: resourceListKey(notices.code) })
      setPending(null)
    } finally {
      // A refusal (the notice changed meanwhile) is told by the server's toast.
      setBusy(false)
    }
  }

  const rowActions = (row: ResourceRecord) => {
    const status = Number(row.status)
    return (
      <>
        {canRelease && noticeTransition(status, 'release') !== null && (
          <Anchor component="button" size="sm" onClick={() => setPending({ action: 'release', row })}>
            {t`发布`}
          </Anchor>
        )}
        {canRelease && noticeTransition(status, 'withdraw') !== null && (
          <Anchor component="button" size="sm" onClick={() => setPending({ action: 'withdraw', row })}>
            {t`撤回`}
          </Anchor>
        )}
        {status === NOTICE_STATUS.released && (
          <Anchor
            size="sm"
            href={publicNoticeUrl(row.id, session?.account.tenantId)}
            target="_blank"
            rel="noopener"
          >
            {t`查看公告`}
          </Anchor>
        )}
      </>
    )
  }

  const title = String(pending?.row.title ?? '')
  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      message={
        pending?.action === 'release'
          ? t`确定发布公告“${title}”？发布后所有人均可查看。`
          : t`确定撤回公告“${title}”？撤回后公众将无法查看。`
      }
      loading={busy}
      onCancel={() => setPending(null)}
      onConfirm={() => void confirm()}
    />
  )
  return { rowActions, dialog }
}
