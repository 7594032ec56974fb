import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { users } from '@/domain/resources'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resetPasswords } from './api'
import { GrantRolesDialog } from './GrantRolesDialog'
import { useNewUserFields } from './newUserFields'
import { UserRoles } from './UserRoles'

// A new user starts with no roles chosen.
const NEW_USER = { roleIds: [] }

/** 用户管理: the users of the lab, with 授予角色 and 重置密码. */
export function UsersPage() {
  const { t } = useLingui()
  const canGrant = usePermission('user_role')
  const canReset = usePermission('user_reset')
  const [granting, setGranting] = useState<ResourceRecord | null>(null)
  const [resetting, setResetting] = useState<ResourceRecord | null>(null)
  const [busy, setBusy] = useState(false)
  const newUserFields = useNewUserFields()

  const reset = async () => {
    if (!resetting) return
    setBusy(true)
    try {
      await resetPasswords([resetting.id])
      notifications.show({ color: 'green', message: t`密码已重置为初始密码` })
      setResetting(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <ResourcePage
        resource={users}
        defaults={NEW_USER}
        formExtras={newUserFields}
        detailExtras={(row) => <UserRoles userId={row.id} />}
        rowActions={(row) => (
          <>
            {canGrant && (
              <Anchor component="button" size="sm" onClick={() => setGranting(row)}>
                {t`授予角色`}
              </Anchor>
            )}
            {canReset && (
              <Anchor component="button" size="sm" onClick={() => setResetting(row)}>
                {t`重置密码`}
              </Anchor>
            )}
          </>
        )}
      />
      <GrantRolesDialog user={granting} onClose={() => setGranting(null)} />
      <ConfirmDialog
        opened={resetting !== null}
        message={t`确定将 ${String(resetting?.realName ?? '')} 的密码重置为初始密码?`}
        loading={busy}
        onCancel={() => setResetting(null)}
        onConfirm={() => void reset()}
      />
    </>
  )
}
