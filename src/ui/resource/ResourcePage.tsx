import { useMemo, useState, type ReactNode } from 'react'
import { Anchor, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { removeResources, type ResourceRecord } from '@/api/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { fieldByName, localize, type ResourceDeclaration, type SearchCondition } from '@/domain/resources'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { ColumnSettings, useColumnLayout } from '@/ui/column-settings'
import { DataTable, type DataTableColumn } from '@/ui/data-table'
import { HeaderSearchCell } from '@/ui/search/HeaderSearchCell'
import { SearchBar } from '@/ui/search/SearchBar'
import { ExportButton } from './ExportButton'
import classes from './ResourcePage.module.css'
import { FieldValue } from './FieldValue'
import { ResourceDetailDialog } from './ResourceDetailDialog'
import { ResourceFormDialog, type FormExtras } from './ResourceFormDialog'
import { ResourceToolbar } from './ResourceToolbar'
import { resourceListKey, useResourceList } from './useResourceList'

export type ResourcePageProps = {
  resource: ResourceDeclaration
  /** Conditions the page always applies (a group's entries, a customer's instruments). */
  fixed?: readonly SearchCondition[]
  /** Values a new record starts with (e.g. the group of a new dictionary entry). */
  defaults?: Record<string, unknown>
  /** Actions of a row besides view / edit / delete (grant roles, reset a password …). */
  rowActions?: (row: ResourceRecord) => ReactNode
  /** Whether a row may still be edited or deleted (an issued certificate may not); by default every row. */
  rowEditable?: (row: ResourceRecord) => boolean
  /** Buttons next to add / delete / export; a function gets the selection (a work list's batch actions). */
  toolbar?: ReactNode | ((selection: ResourceSelection) => ReactNode)
  /** What 查看 shows besides the declared fields (a user's roles). */
  detailExtras?: (row: ResourceRecord) => ReactNode
  /** Labels of what a module keeps in the record's change history beside the declared fields. */
  historyLabels?: Readonly<Record<string, string>>
  /** Inputs the create / edit form adds after the declared fields (a new user's password). */
  formExtras?: FormExtras
  /**
   * Cells the page draws itself, by field name (a state with a warning beside it); the others show their
   * value. Keep the object stable (a module constant or a memo): the columns are rebuilt when it changes.
   */
  cells?: Partial<Record<string, (row: ResourceRecord) => ReactNode>>
  /** Values 查看 shows the page's own way, by field name (the table's cells stay as `cells` draws them). */
  detailCells?: Partial<Record<string, (row: ResourceRecord) => ReactNode>>
  /**
   * The page's own dialog for 新增, keeping the generated view (a record its module registers by rules of
   * its own: a trace result, an interim check).
   */
  creator?: (props: RecordCreatorProps) => ReactNode
  /**
   * The page's own editor instead of the generated form and detail (a document with lines, a quote): 新增,
   * 编辑 and 查看 open it, 查看 read-only.
   */
  editor?: (props: RecordEditorProps) => ReactNode
  /** What the add button says when the page's records are not simply added (开票 issues an invoice). */
  addLabel?: string
  /** Table height; by default it fills the page. */
  height?: number | string
  /** Width of the actions column in Chinese px (English gets more): by default room for edit, delete and two more. */
  actionsWidth?: number
}

/** What a page's own editor gets: the record (none creates one), whether it only shows it, and the list's reload. */
export type RecordEditorProps = {
  recordId: string | undefined
  readOnly: boolean
  opened: boolean
  onClose: () => void
  /** After a save: closes the editor and reloads the list. */
  onSaved: () => Promise<void>
  /** After a change that keeps the editor open (a review step taken from it): reloads the list. */
  onChanged: () => Promise<void>
}

/** What a page's own 新增 dialog gets: whether it is open, and the list's reload after a save. */
export type RecordCreatorProps = {
  opened: boolean
  onClose: () => void
  /** After a save: closes the dialog and reloads the list. */
  onSaved: () => Promise<void>
}

/** The rows ticked on the page, for the toolbar's batch actions; `done` clears them and reloads the list. */
export type ResourceSelection = { rows: ResourceRecord[]; done: () => Promise<void> }

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; row: ResourceRecord }
  | { kind: 'view'; row: ResourceRecord }
  | { kind: 'remove'; ids: string[] }
  | null

const NO_CONDITIONS: readonly SearchCondition[] = []

/**
 * The whole list page of a resource, from its declaration alone (DESIGN.md "Resources"): search bar with
 * advanced search and column settings, header search row, virtualised table, create / edit / view dialogs,
 * removal with confirmation and export. Pages add only their own actions.
 */
export function ResourcePage({
  resource,
  fixed = NO_CONDITIONS,
  defaults,
  rowActions,
  rowEditable,
  toolbar,
  formExtras,
  cells,
  creator,
  detailExtras,
  detailCells,
  historyLabels,
  editor,
  addLabel,
  height,
  actionsWidth = rowActions ? 240 : 150,
}: ResourcePageProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const list = useResourceList(resource, fixed)
  const { layout, save, reset } = useColumnLayout(resource)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [dialog, setDialog] = useState<Dialog>(null)
  const [removing, setRemoving] = useState(false)
  const canAdd = usePermission(`${resource.permission}_add`)
  const canEdit = usePermission(`${resource.permission}_edit`)
  const canDelete = usePermission(`${resource.permission}_delete`)
  const canExport = usePermission(`${resource.permission}_export`)

  const searchFields = useMemo(
    () =>
      layout.search
        .filter((entry) => entry.visible)
        .map((entry) => fieldByName(resource, entry.name))
        .filter((field) => field !== undefined),
    [layout.search, resource],
  )

  const columns = useMemo<DataTableColumn<ResourceRecord>[]>(
    () =>
      layout.columns.flatMap((entry) => {
        const field = fieldByName(resource, entry.name)
        if (!field || !entry.visible) return []
        return [
          {
            key: field.name,
            title: localize(field.label, i18n.locale),
            width: entry.width ?? field.width ?? 110,
            sortable: field.sortable === true,
            // Figures line up on the right; a number shown as a label (a dictionary's, a choice's) reads as text.
            align: (field.data === 'decimal' || field.data === 'int') && !field.source ? 'right' : 'left',
            render:
              cells?.[field.name] ??
              ((row: ResourceRecord) => <FieldValue field={field} value={row[field.name]} />),
            headerSearch:
              field.searchable === false ? undefined : (
                <HeaderSearchCell
                  field={field}
                  state={list.state}
                  onChange={list.setState}
                  onSearch={list.search}
                />
              ),
          },
        ]
      }),
    [layout.columns, resource, i18n.locale, list, cells],
  )

  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceListKey(resource.code) })

  const confirmRemove = async (ids: string[]) => {
    setRemoving(true)
    try {
      await removeResources(resource, ids)
      notifications.show({ color: 'green', message: t`操作成功` })
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))
      await refresh()
    } finally {
      // A refusal (records still in use) is told by the server's toast; the question is answered either way.
      setRemoving(false)
      setDialog(null)
    }
  }

  const page = list.query.data
  const visibleColumns = layout.columns.filter((entry) => entry.visible).map((entry) => entry.name)

  return (
    <Stack
      gap="xs"
      className={height === undefined ? classes.page : classes.embedded}
      data-resource={resource.code}
    >
      <SearchBar
        resource={resource}
        fields={searchFields}
        state={list.state}
        onStateChange={list.setState}
        onSearch={(state) => {
          setSelected(new Set())
          list.search(state)
        }}
        onReset={() => {
          setSelected(new Set())
          list.reset()
        }}
        actions={<ColumnSettings resource={resource} layout={layout} onSave={save} onReset={reset} />}
      />
      <ResourceToolbar
        canAdd={canAdd}
        addLabel={addLabel}
        canDelete={canDelete}
        selectedCount={selected.size}
        onAdd={() => setDialog({ kind: 'create' })}
        onRemoveSelected={() => setDialog({ kind: 'remove', ids: [...selected] })}
      >
        {canExport && (
          <ExportButton
            resource={resource}
            payload={list.payload}
            columns={visibleColumns}
            total={page?.total}
          />
        )}
        {typeof toolbar === 'function'
          ? toolbar({
              rows: (page?.records ?? []).filter((row) => selected.has(row.id)),
              done: async () => {
                setSelected(new Set())
                await refresh()
              },
            })
          : toolbar}
      </ResourceToolbar>
      <DataTable
        label={localize(resource.label, i18n.locale)}
        columns={columns}
        rows={page?.records ?? []}
        total={page?.total ?? 0}
        totalCapped={page?.totalCapped === true}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        sort={list.sort}
        onSortChange={list.setSort}
        selectedIds={selected}
        onSelectionChange={setSelected}
        showSearchRow
        loading={list.query.isFetching}
        height={height}
        actionsTitle={t`操作`}
        // English action names are about twice as wide as the Chinese ones (Reset password / 重置密码).
        actionsWidth={actionsWidth * (i18n.locale === 'zh' ? 1 : 1.45)}
        onRowDoubleClick={(row) => setDialog({ kind: 'view', row })}
        rowActions={(row) => (
          <Group gap={8} wrap="nowrap">
            <Anchor component="button" size="sm" onClick={() => setDialog({ kind: 'view', row })}>
              {t`查看`}
            </Anchor>
            {canEdit && (rowEditable?.(row) ?? true) && (
              <Anchor component="button" size="sm" onClick={() => setDialog({ kind: 'edit', row })}>
                {t`编辑`}
              </Anchor>
            )}
            {canDelete && (rowEditable?.(row) ?? true) && (
              <Anchor
                component="button"
                size="sm"
                c="red"
                onClick={() => setDialog({ kind: 'remove', ids: [row.id] })}
              >
                {t`删除`}
              </Anchor>
            )}
            {rowActions?.(row)}
          </Group>
        )}
      />
      {editor ? (
        editor({
          recordId: dialog?.kind === 'edit' || dialog?.kind === 'view' ? dialog.row.id : undefined,
          readOnly: dialog?.kind === 'view',
          opened: dialog?.kind === 'create' || dialog?.kind === 'edit' || dialog?.kind === 'view',
          onClose: () => setDialog(null),
          onSaved: async () => {
            setDialog(null)
            await refresh()
          },
          onChanged: refresh,
        })
      ) : (
        <>
          <ResourceFormDialog
            resource={resource}
            opened={(dialog?.kind === 'create' && !creator) || dialog?.kind === 'edit'}
            recordId={dialog?.kind === 'edit' ? dialog.row.id : undefined}
            defaults={defaults}
            extras={formExtras}
            onClose={() => setDialog(null)}
            onSaved={async () => {
              setDialog(null)
              await refresh()
            }}
          />
          {creator?.({
            opened: dialog?.kind === 'create',
            onClose: () => setDialog(null),
            onSaved: async () => {
              setDialog(null)
              await refresh()
            },
          })}
          <ResourceDetailDialog
            resource={resource}
            row={dialog?.kind === 'view' ? dialog.row : undefined}
            extras={detailExtras}
            historyLabels={historyLabels}
            cells={detailCells}
            onClose={() => setDialog(null)}
          />
        </>
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        message={t`确定将选择数据删除?`}
        loading={removing}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind === 'remove') void confirmRemove(dialog.ids)
        }}
      />
    </Stack>
  )
}
