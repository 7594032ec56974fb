import { useEffect, useMemo, useRef, useState } from 'react'
import {
  Button,
  Checkbox,
  getTreeExpandedState,
  Group,
  ScrollArea,
  Stack,
  Tree,
  useTree,
  type TreeNodeData,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { AppDialog } from '@/ui/AppDialog'
import { IconChevronDown } from '@/ui/icons'
import { fetchGrantKeys, fetchMenuTree, grantRoleMenus, type MenuTreeNode } from './api'

const toTreeData = (nodes: readonly MenuTreeNode[], language: string): TreeNodeData[] =>
  nodes.map((node) => ({
    value: node.id,
    label: language === 'zh' ? node.name : (node.i18n[language] ?? node.name),
    children: node.children.length > 0 ? toTreeData(node.children, language) : undefined,
  }))

const leavesOf = (nodes: readonly TreeNodeData[]): Set<string> => {
  const leaves = new Set<string>()
  const visit = (list: readonly TreeNodeData[]) => {
    for (const node of list) {
      if (node.children && node.children.length > 0) visit(node.children)
      else leaves.add(node.value)
    }
  }
  visit(nodes)
  return leaves
}

export type RoleGrantDialogProps = { role: ResourceRecord | null; onClose: () => void }

/**
 * 权限设置: the menus and buttons a role may use. A partly granted menu (some of its buttons) is granted
 * too, or the buttons under it could never be reached.
 */
export function RoleGrantDialog({ role, onClose }: RoleGrantDialogProps) {
  const { t, i18n } = useLingui()
  const menus = useQuery({
    queryKey: ['system', 'menu-tree'],
    queryFn: fetchMenuTree,
    enabled: role !== null,
  })
  const data = useMemo(() => toTreeData(menus.data ?? [], i18n.locale), [menus.data, i18n.locale])
  const tree = useTree()
  const [saving, setSaving] = useState(false)
  // Fetched anew each time the dialog opens (gcTime 0): what was saved last time must show ticked.
  const keys = useQuery({
    queryKey: ['system', 'grant-keys', role?.id],
    queryFn: () => fetchGrantKeys(role?.id ?? ''),
    enabled: role !== null,
    gcTime: 0,
  })
  // useTree's setters are new functions on every render: applying the keys once per opening (not on
  // every render) keeps the effect from refetching in a loop.
  const applied = useRef<string[] | null>(null)
  const { setCheckedState, setExpandedState } = tree

  useEffect(() => {
    if (!role) {
      applied.current = null
      return
    }
    if (data.length === 0 || !keys.data || applied.current === keys.data) return
    applied.current = keys.data
    // Cascading check state holds leaves; a parent is shown checked when all its leaves are.
    const leaves = leavesOf(data)
    setCheckedState(keys.data.filter((key) => leaves.has(key)))
    // Not expandAllNodes: it reads the tree's own copy of the data, which may not be initialised yet.
    setExpandedState(getTreeExpandedState(data, '*'))
  }, [role, data, keys.data, setCheckedState, setExpandedState])

  const save = async () => {
    if (!role) return
    setSaving(true)
    try {
      const granted = tree.getCheckedNodes().filter((node) => node.checked || node.indeterminate)
      await grantRoleMenus(
        [role.id],
        granted.map((node) => node.value),
      )
      notifications.show({ color: 'green', message: t`操作成功` })
      onClose()
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog
      opened={role !== null}
      onClose={onClose}
      title={t`权限设置：${String(role?.roleName ?? '')}`}
      width={560}
    >
      <Stack>
        <ScrollArea.Autosize mah="60vh">
          <Tree
            data={data}
            tree={tree}
            levelOffset={23}
            expandOnClick={false}
            renderNode={({ node, expanded, hasChildren, elementProps, tree: controller }) => (
              <Group gap={6} wrap="nowrap" {...elementProps}>
                <Checkbox.Indicator
                  checked={controller.isNodeChecked(node.value)}
                  indeterminate={controller.isNodeIndeterminate(node.value)}
                  onClick={() =>
                    controller.isNodeChecked(node.value)
                      ? controller.uncheckNode(node.value)
                      : controller.checkNode(node.value)
                  }
                  aria-label={String(node.label)}
                />
                <Group gap={4} wrap="nowrap" onClick={() => controller.toggleExpanded(node.value)}>
                  <span>{node.label}</span>
                  {hasChildren && (
                    <IconChevronDown
                      size={14}
                      style={{ transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)' }}
                    />
                  )}
                </Group>
              </Group>
            )}
          />
        </ScrollArea.Autosize>
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
