import { useMemo, useState } from 'react'
import { Anchor } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { fetchResourceDetail, submitResource, type ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import type { ResourceDeclaration } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resourceListKey } from '@/ui/resource/useResourceList'

export type DictionaryPageProps = { groups: ResourceDeclaration; entries: ResourceDeclaration }

/**
 * 字典管理 / 业务字典: the groups, and per group its entries (字典配置) in a dialog. Sealing (封存) freezes an
 * entry so that records referring to it keep their meaning.
 */
export function DictionaryPage({ groups, entries }: DictionaryPageProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [group, setGroup] = useState<ResourceRecord | null>(null)
  const canSeal = usePermission(`${groups.permission}_seal`)
  const [sealing, setSealing] = useState<string | null>(null)

  const toggleSeal = async (row: ResourceRecord, resource: ResourceDeclaration) => {
    setSealing(row.id)
    try {
      const detail = await fetchResourceDetail(resource, row.id)
      await submitResource(resource, { ...detail, isSealed: detail.isSealed === 1 ? 0 : 1 })
      notifications.show({ color: 'green', message: t`操作成功` })
      await queryClient.invalidateQueries({ queryKey: resourceListKey(resource.code) })
    } finally {
      setSealing(null)
    }
  }

  const sealAction = (resource: ResourceDeclaration) => (row: ResourceRecord) =>
    canSeal ? (
      <Anchor
        component="button"
        size="sm"
        disabled={sealing === row.id}
        onClick={() => void toggleSeal(row, resource)}
      >
        {row.isSealed === 1 ? t`解封` : t`封存`}
      </Anchor>
    ) : null

  const fixed = useMemo(
    () => (group ? [{ field: 'parentId', op: '=' as const, value: group.id }] : []),
    [group],
  )
  const defaults = useMemo(() => (group ? { parentId: group.id, code: group.code } : undefined), [group])

  return (
    <>
      <ResourcePage
        resource={groups}
        rowActions={(row) => (
          <>
            <Anchor component="button" size="sm" onClick={() => setGroup(row)}>
              {t`字典配置`}
            </Anchor>
            {sealAction(groups)(row)}
          </>
        )}
      />
      <AppDialog
        opened={group !== null}
        onClose={() => setGroup(null)}
        title={t`字典配置：${String(group?.dictValue ?? '')}`}
      >
        {group && (
          <ResourcePage
            resource={entries}
            fixed={fixed}
            defaults={defaults}
            rowActions={sealAction(entries)}
            height="min(480px, 45dvh)"
          />
        )}
      </AppDialog>
    </>
  )
}
