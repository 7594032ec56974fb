import { ActionIcon, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { AddressPicker } from '@/ui/address'
import { DictSelect } from '@/ui/forms/DictSelect'
import type { NodeDraft } from './nodeList'

export type NodeEditorRowProps = {
  node: NodeDraft
  index: number
  count: number
  invalid: boolean
  onChange: (node: NodeDraft) => void
  onMove: (delta: number) => void
  onRemove: () => void
}

/** One node of a plan being edited: its place, name, attribute, address (region picker), contact and phone. */
export function NodeEditorRow({
  node,
  index,
  count,
  invalid,
  onChange,
  onMove,
  onRemove,
}: NodeEditorRowProps) {
  const { t } = useLingui()
  const place = index + 1
  const set = (patch: Partial<NodeDraft>) => onChange({ ...node, ...patch })
  return (
    <Paper withBorder p="xs" radius="sm" data-route-node={place}>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">{t`第 ${place} 站`}</Text>
        <Group gap={4}>
          <ActionIcon variant="subtle" aria-label={t`上移`} disabled={index === 0} onClick={() => onMove(-1)}>
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t`下移`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={t`删除节点`} onClick={onRemove}>
            ×
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          label={t`节点名称`}
          required
          maxLength={100}
          value={node.name}
          error={invalid && node.name.trim() === '' ? t`请填写节点名称` : undefined}
          onChange={(event) => set({ name: event.currentTarget.value })}
        />
        <DictSelect
          code="nodeAttribute"
          label={t`节点属性`}
          required
          value={node.nodeAttribute}
          error={invalid && node.nodeAttribute === '' ? t`请选择节点属性` : undefined}
          onChange={(nodeAttribute) => set({ nodeAttribute })}
        />
        <AddressPicker
          label={t`所在地区`}
          areaCode={node.areaCode || undefined}
          areaCodeName={node.areaCodeName || undefined}
          onChange={(selection) =>
            set({ areaCode: selection.areaCode, areaCodeName: selection.areaCodeName })
          }
        />
        <TextInput
          label={t`详细地址`}
          maxLength={300}
          value={node.address}
          onChange={(event) => set({ address: event.currentTarget.value })}
        />
        <TextInput
          label={t`联系人`}
          maxLength={64}
          value={node.contact}
          onChange={(event) => set({ contact: event.currentTarget.value })}
        />
        <TextInput
          label={t`联系电话`}
          maxLength={20}
          value={node.phone}
          onChange={(event) => set({ phone: event.currentTarget.value })}
        />
      </SimpleGrid>
    </Paper>
  )
}
