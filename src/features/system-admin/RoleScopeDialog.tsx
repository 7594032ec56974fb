import { useState } from 'react'
import { Button, Group, ScrollArea, Select, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { DATA_SCOPE_LABELS, scopesOf, type DataScope } from '@/domain/access'
import { localize, resources } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { fetchRoleScopes, saveRoleScopes } from './api'

/** The resources whose records belong to departments, people or customers: a role's scope applies there. */
const SCOPED = resources.filter((resource) => resource.dataScope)

export type RoleScopeDialogProps = { role: ResourceRecord | null; onClose: () => void }

/**
 * 数据权限: how much of each resource a role reads once its grants let it read the resource at all (all of
 * the lab, its department, its own records, or its own customer's).
 */
export function RoleScopeDialog({ role, onClose }: RoleScopeDialogProps) {
  const { t, i18n } = useLingui()
  const [changes, setChanges] = useState<Record<string, DataScope>>({})
  const [saving, setSaving] = useState(false)
  // Fetched anew each time the dialog opens (gcTime 0): what was saved last time must show.
  const current = useQuery({
    queryKey: ['system', 'role-scope', role?.id],
    queryFn: () => fetchRoleScopes(role?.id ?? ''),
    enabled: role !== null,
    gcTime: 0,
  })

  const close = () => {
    setChanges({})
    onClose()
  }

  const save = async () => {
    if (!role) return
    setSaving(true)
    try {
      await saveRoleScopes(role.id, changes)
      notifications.show({ color: 'green', message: t`操作成功` })
      close()
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog
      opened={role !== null}
      onClose={close}
      title={t`数据权限：${String(role?.roleName ?? '')}`}
      width={600}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t`角色获授权查看某类数据后，在此决定可查看其中的哪些记录。未设置的为全部数据。`}
        </Text>
        <ScrollArea.Autosize mah="60vh">
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`数据`}</Table.Th>
                <Table.Th>{t`可查看`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {SCOPED.map((resource) => {
                const label = localize(resource.label, i18n.locale)
                const value = changes[resource.code] ?? current.data?.[resource.code] ?? 'all'
                return (
                  <Table.Tr key={resource.code}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={label}
                        size="xs"
                        allowDeselect={false}
                        disabled={!current.data}
                        data={scopesOf(resource.dataScope ?? {}).map((scope) => ({
                          value: scope,
                          label: localize(DATA_SCOPE_LABELS[scope], i18n.locale),
                        }))}
                        value={value}
                        onChange={(next) =>
                          next && setChanges((before) => ({ ...before, [resource.code]: next as DataScope }))
                        }
                        comboboxProps={{ zIndex: 500 }}
                      />
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t`取消`}
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!current.data}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}
