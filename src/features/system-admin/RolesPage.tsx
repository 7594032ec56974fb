import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { roles } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { RoleGrantDialog } from './RoleGrantDialog'

/** 角色管理, with 权限设置 (the menus and buttons of a role). */
export function RolesPage() {
  const { t } = useLingui()
  const canGrant = usePermission('role_grant')
  const [granting, setGranting] = useState<ResourceRecord | null>(null)
  return (
    <>
      <ResourcePage
        resource={roles}
        rowActions={(row) =>
          canGrant ? (
            <Anchor component="button" size="sm" onClick={() => setGranting(row)}>
              {t`权限设置`}
            </Anchor>
          ) : null
        }
      />
      <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />
    </>
  )
}
