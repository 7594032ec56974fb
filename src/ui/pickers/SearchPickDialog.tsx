import { useState, type ReactNode } from 'react'
import { Button, Center, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { DEBOUNCE_MS } from '@/domain/constants'
import { AppDialog } from '@/ui/AppDialog'
import classes from './SearchPickDialog.module.css'

/** How one found item reads in the list. */
export type PickRow = {
  label: string
  /** Under the label (model, specification …); the picked note replaces it on an item already picked. */
  details?: string
  /** Beside the label, kept on one line (a price, a due date). */
  aside: ReactNode
  /** An item that may not be picked (a scrapped device). */
  disabled?: boolean
}

export type SearchPickTexts = {
  title: string
  searchLabel: string
  searchPlaceholder: string
  /** The list's name for screen readers. */
  listLabel: string
  nothingFound: string
  /** Under an item already picked (已在计划中 …). */
  alreadyPicked: string
}

export type SearchPickDialogProps<TItem extends { id: string }, TKey extends QueryKey> = {
  opened: boolean
  texts: SearchPickTexts
  /** What the server finds for the typed words. */
  search: (term: string) => UseQueryOptions<TItem[], Error, TItem[], TKey>
  row: (item: TItem) => PickRow
  /** Items already picked: shown ticked and not added twice. */
  picked: ReadonlySet<string>
  onAdd: (items: TItem[]) => void
  onClose: () => void
}

/** Several items at once, searched by words and ticked in a list, then added together (添加所选). */
export function SearchPickDialog<TItem extends { id: string }, TKey extends QueryKey>(
  props: SearchPickDialogProps<TItem, TKey>,
) {
  return (
    <AppDialog
      opened={props.opened}
      onClose={props.onClose}
      title={props.texts.title}
      width={720}
      fixedSize
      fullScreenOnPhone
    >
      {props.opened && <PickerBody {...props} />}
    </AppDialog>
  )
}

function PickerBody<TItem extends { id: string }, TKey extends QueryKey>({
  texts,
  search: searchOf,
  row,
  picked,
  onAdd,
  onClose,
}: SearchPickDialogProps<TItem, TKey>) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [term] = useDebouncedValue(search, DEBOUNCE_MS)
  const [chosen, setChosen] = useState<ReadonlyMap<string, TItem>>(new Map())
  const query = useQuery(searchOf(term))
  const shown = query.data ?? []

  const toggle = (item: TItem) =>
    setChosen((current) => {
      const next = new Map(current)
      if (next.has(item.id)) next.delete(item.id)
      else next.set(item.id, item)
      return next
    })
  const count = chosen.size

  return (
    <Stack gap="sm">
      <TextInput
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        data-autofocus
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {query.isPending ? (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {texts.nothingFound}
        </Text>
      ) : (
        <Stack gap={0} className={classes.pickList} role="group" aria-label={texts.listLabel}>
          {shown.map((item) => {
            const already = picked.has(item.id)
            const { label, details, aside, disabled = false } = row(item)
            return (
              <Group key={item.id} className={classes.pickRow} wrap="nowrap" justify="space-between">
                <Checkbox
                  checked={already || chosen.has(item.id)}
                  disabled={already || disabled}
                  onChange={() => toggle(item)}
                  label={label}
                  description={already ? texts.alreadyPicked : details || undefined}
                />
                <Text size="sm" className={classes.pickAside}>
                  {aside}
                </Text>
              </Group>
            )
          })}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t`取消`}
        </Button>
        <Button onClick={() => onAdd([...chosen.values()])} disabled={count === 0}>
          {t`添加所选（${count}）`}
        </Button>
      </Group>
    </Stack>
  )
}
