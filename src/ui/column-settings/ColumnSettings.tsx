import { useState } from 'react'
import { Button, Group, Popover, ScrollArea, Stack, Tabs, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PAGING_COLUMN_WIDTH } from '@/domain/constants'
import { fieldByName, localize, type ResourceDeclaration } from '@/domain/resources'
import { IconAdjustments } from '@/ui/icons'
import { moveEntry, updateEntry, type ColumnLayout } from './layout'
import { LayoutEntryRow } from './LayoutEntryRow'

export type ColumnSettingsProps = {
  resource: ResourceDeclaration | undefined
  layout: ColumnLayout
  onSave: (layout: ColumnLayout) => Promise<void>
  onReset: () => Promise<void>
}

type Busy = 'save' | 'reset' | null

/**
 * The column settings popover (spec §2): show, hide and order the table's columns (with their widths) and
 * the search bar's fields; 保存 saves, 重置 returns to the default layout, 取消 (or a click outside) drops
 * the edits. Edits are a draft until saved.
 */
export function ColumnSettings({ resource, layout, onSave, onReset }: ColumnSettingsProps) {
  const { t, i18n } = useLingui()
  const [opened, setOpened] = useState(false)
  const [draft, setDraft] = useState<ColumnLayout>(layout)
  const [busy, setBusy] = useState<Busy>(null)

  const labelOf = (name: string) => {
    const field = resource ? fieldByName(resource, name) : undefined
    return field ? localize(field.label, i18n.locale) : name
  }
  const defaultWidthOf = (name: string) =>
    (resource ? fieldByName(resource, name)?.width : undefined) ?? PAGING_COLUMN_WIDTH

  const open = () => {
    setDraft(layout)
    setOpened(true)
  }
  const close = () => setOpened(false)

  const run = async (kind: Exclude<Busy, null>, action: () => Promise<void>) => {
    setBusy(kind)
    try {
      await action()
      setOpened(false)
    } catch {
      // The popover stays open with the edits; the request layer has shown why.
    } finally {
      setBusy(null)
    }
  }

  const columnRows = draft.columns.map((entry, index) => (
    <LayoutEntryRow
      key={entry.name}
      label={labelOf(entry.name)}
      visible={entry.visible}
      onVisibleChange={(visible) =>
        setDraft((d) => ({ ...d, columns: updateEntry(d.columns, entry.name, (e) => ({ ...e, visible })) }))
      }
      canMoveUp={index > 0}
      canMoveDown={index < draft.columns.length - 1}
      onMove={(step) => setDraft((d) => ({ ...d, columns: moveEntry(d.columns, index, step) }))}
      width={{
        value: entry.width,
        placeholder: defaultWidthOf(entry.name),
        onChange: (width) =>
          setDraft((d) => ({
            ...d,
            columns: updateEntry(d.columns, entry.name, ({ width: _old, ...rest }) =>
              width === undefined ? rest : { ...rest, width },
            ),
          })),
      }}
    />
  ))

  const searchRows = draft.search.map((entry, index) => (
    <LayoutEntryRow
      key={entry.name}
      label={labelOf(entry.name)}
      visible={entry.visible}
      onVisibleChange={(visible) =>
        setDraft((d) => ({ ...d, search: updateEntry(d.search, entry.name, (e) => ({ ...e, visible })) }))
      }
      canMoveUp={index > 0}
      canMoveDown={index < draft.search.length - 1}
      onMove={(step) => setDraft((d) => ({ ...d, search: moveEntry(d.search, index, step) }))}
    />
  ))

  const empty = (
    <Text size="sm" c="dimmed" py="sm" ta="center">
      {t`暂无数据`}
    </Text>
  )

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? open() : close())}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconAdjustments size={16} />}
          onClick={() => (opened ? close() : open())}
          aria-expanded={opened}
        >
          {t`列设置`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t`列设置`}>
        <Tabs defaultValue="columns" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="columns">{t`表头`}</Tabs.Tab>
            <Tabs.Tab value="search">{t`搜索`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="columns" pt="xs">
            <ScrollArea.Autosize mah="min(50vh, 420px)" type="auto" offsetScrollbars>
              <Stack gap={4}>{columnRows.length > 0 ? columnRows : empty}</Stack>
            </ScrollArea.Autosize>
          </Tabs.Panel>
          <Tabs.Panel value="search" pt="xs">
            <ScrollArea.Autosize mah="min(50vh, 420px)" type="auto" offsetScrollbars>
              <Stack gap={4}>{searchRows.length > 0 ? searchRows : empty}</Stack>
            </ScrollArea.Autosize>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" size="xs" onClick={close} disabled={busy !== null}>
            {t`取消`}
          </Button>
          <Button
            variant="light"
            size="xs"
            loading={busy === 'reset'}
            disabled={busy === 'save'}
            onClick={() => void run('reset', onReset)}
          >
            {t`重置`}
          </Button>
          <Button
            size="xs"
            loading={busy === 'save'}
            disabled={busy === 'reset'}
            onClick={() => void run('save', () => onSave(draft))}
          >
            {t`保存`}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  )
}
