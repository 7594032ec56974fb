import { useState } from 'react'
import { Button, Group, Loader, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { routePlanQueries, savePlanNodes } from '@/api/routePlans'
import { routePlans } from '@/domain/resources'
import { OverviewSection } from '@/ui/layout/OverviewSection'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { useDictLabel, usePermission } from '@/ui/reference/referenceData'
import { NodeEditorRow } from './NodeEditorRow'
import {
  draftOf,
  emptyNode,
  incompleteNodes,
  moveItem,
  removeItem,
  toInput,
  type NodeDraft,
} from './nodeList'

/**
 * 查看 of a route plan: its nodes in the order they are driven; with the plan's edit grant, 编辑节点 edits the
 * list (add, move up and down, remove) and saves it whole, so the order is exactly as shown.
 */
export function PlanNodesSection({ planId }: { planId: string }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const mayEdit = usePermission(`${routePlans.permission}_edit`)
  const attributeLabel = useDictLabel('nodeAttribute')
  const nodes = useQuery(routePlanQueries.nodes(planId))
  const [editing, setEditing] = useState<NodeDraft[] | null>(null)
  const [checked, setChecked] = useState(false)

  const save = useMutation({
    mutationFn: (list: NodeDraft[]) => savePlanNodes(planId, toInput(list)),
    onSuccess: async (saved) => {
      notifications.show({ color: 'green', message: t`操作成功` })
      queryClient.setQueryData(routePlanQueries.nodes(planId).queryKey, saved)
      setEditing(null)
      setChecked(false)
      await queryClient.invalidateQueries({ queryKey: resourceListKey(routePlans.code) })
    },
  })

  if (nodes.isPending) return <Loader size="sm" style={{ gridColumn: '1 / -1' }} />
  const rows = nodes.data ?? []

  if (editing) {
    const incomplete = new Set(incompleteNodes(editing))
    const handleSave = () => {
      setChecked(true)
      if (incomplete.size === 0) save.mutate(editing)
    }
    return (
      <OverviewSection title={t`路线节点`} empty="">
        <Stack gap="xs" data-route-nodes-editor>
          {editing.map((node, index) => (
            <NodeEditorRow
              key={node.key}
              node={node}
              index={index}
              count={editing.length}
              invalid={checked && incomplete.has(index)}
              onChange={(next) => setEditing(editing.map((item, at) => (at === index ? next : item)))}
              onMove={(delta) => setEditing(moveItem(editing, index, delta))}
              onRemove={() => setEditing(removeItem(editing, index))}
            />
          ))}
          <Group justify="space-between" gap="xs">
            <Button size="xs" variant="light" onClick={() => setEditing([...editing, emptyNode()])}>
              {t`添加节点`}
            </Button>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(null)} disabled={save.isPending}>
                {t`取消`}
              </Button>
              <Button size="xs" loading={save.isPending} onClick={handleSave}>
                {t`保存`}
              </Button>
            </Group>
          </Group>
        </Stack>
      </OverviewSection>
    )
  }

  return (
    <>
      <OverviewSection
        title={t`路线节点`}
        empty={t`尚未设置节点`}
        head={[t`序号`, t`节点名称`, t`节点属性`, t`地址`, t`联系人`, t`联系电话`]}
        rows={rows.map((node) => ({
          key: node.id,
          cells: [
            String(node.seq),
            node.name,
            attributeLabel(node.nodeAttribute),
            [node.areaCodeName, node.address].filter(Boolean).join(' ') || '—',
            node.contact ?? '—',
            node.phone ?? '—',
          ],
        }))}
      />
      {mayEdit && (
        <Group style={{ gridColumn: '1 / -1' }}>
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(rows.length > 0 ? rows.map(draftOf) : [emptyNode()])}
            data-edit-route-nodes
          >
            {t`编辑节点`}
          </Button>
        </Group>
      )}
    </>
  )
}
