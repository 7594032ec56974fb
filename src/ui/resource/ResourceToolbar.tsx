import type { ReactNode } from 'react'
import { Button, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type ResourceToolbarProps = {
  canAdd: boolean
  /** What creating a record is called on this page (新增 unless the page says: 开票 …). */
  addLabel?: string | undefined
  canDelete: boolean
  selectedCount: number
  onAdd: () => void
  onRemoveSelected: () => void
  children?: ReactNode
}

/** Add, delete the selected rows, and whatever the page adds (export, its own actions). */
export function ResourceToolbar({
  canAdd,
  addLabel,
  canDelete,
  selectedCount,
  onAdd,
  onRemoveSelected,
  children,
}: ResourceToolbarProps) {
  const { t } = useLingui()
  return (
    <Group gap="xs">
      {canAdd && (
        <Button size="xs" onClick={onAdd}>
          {addLabel ?? t`新增`}
        </Button>
      )}
      {canDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={selectedCount === 0}
          onClick={onRemoveSelected}
        >
          {selectedCount > 0 ? t`删除（${selectedCount}）` : t`删除`}
        </Button>
      )}
      {children}
    </Group>
  )
}
