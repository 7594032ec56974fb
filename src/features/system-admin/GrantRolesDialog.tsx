import { useEffect, useState } from 'react'
import { Button, Group, MultiSelect, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { fetchResourceDetail, type ResourceRecord } from '@/api/resources'
import { users } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { grantUserRoles } from './api'
import { useRoleOptions } from './roleOptions'

export type GrantRolesDialogProps = { user: ResourceRecord | null; onClose: () => void }

/** 授予角色: replaces the roles a user holds. */
export function GrantRolesDialog({ user, onClose }: GrantRolesDialogProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const roles = useRoleOptions(user !== null, i18n.locale)
  const [chosen, setChosen] = useState<string[]>([])
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    if (!user) return
    let live = true
    void fetchResourceDetail(users, user.id).then((detail) => {
      if (live) setChosen(Array.isArray(detail.roleIds) ? detail.roleIds.map(String) : [])
    })
    return () => {
      live = false
    }
  }, [user])

  const save = async () => {
    if (!user) return
    setSaving(true)
    try {
      await grantUserRoles([user.id], chosen)
      notifications.show({ color: 'green', message: t`操作成功` })
      await queryClient.invalidateQueries({ queryKey: resourceListKey(users.code) })
      onClose()
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog
      opened={user !== null}
      onClose={onClose}
      title={t`授予角色：${String(user?.realName ?? '')}`}
      width={560}
    >
      <Stack>
        <MultiSelect label={t`角色`} data={roles} value={chosen} onChange={setChosen} searchable clearable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}
