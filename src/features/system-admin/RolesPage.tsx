import { useState } from 'react'
import { Anchor, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { ADMIN_ROLE_ALIASES } from '@/domain/constants'
import { roles } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { RoleGrantDialog } from './RoleGrantDialog'
import { RoleScopeDialog } from './RoleScopeDialog'

/** 角色管理, with 权限设置 (the menus and buttons of a role) and 数据权限 (how much of each resource it reads). */
export function RolesPage() {
  const { t } = useLingui()
  const canGrant = usePermission('role_grant')
  const canScope = usePermission('role_scope')
  const [granting, setGranting] = useState<ResourceRecord | null>(null)
  const [scoping, setScoping] = useState<ResourceRecord | null>(null)
  return (
    <>
      <ResourcePage
        resource={roles}
        actionsWidth={300}
        rowActions={(row) => (
          <Group gap={8} wrap="nowrap">
            {canGrant && (
              <Anchor component="button" size="sm" onClick={() => setGranting(row)}>
                {t`权限设置`}
              </Anchor>
            )}
            {canScope && !ADMIN_ROLE_ALIASES.includes(String(row.roleAlias)) && (
              <Anchor component="button" size="sm" onClick={() => setScoping(row)}>
                {t`数据权限`}
              </Anchor>
            )}
          </Group>
        )}
      />
      <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />
      <RoleScopeDialog role={scoping} onClose={() => setScoping(null)} />
    </>
  )
}
