import { memo, useState, type KeyboardEvent } from 'react'
import { Pagination, Select, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { pageCount, pageSizeOptions, parsePageInput } from './pagination'
import classes from './DataTable.module.css'

export type DataTablePagerProps = {
  total: number
  totalCapped: boolean
  page: number
  pageSize: number
  pageSizes: readonly number[]
  onPageChange: (page: number) => void
  onPageSizeChange: (size: number) => void
}

/** Spec §9: the default width of the paging items (the page size select). */
const PAGER_ITEM_WIDTH = 110

/** The pagination bar (60 px, spec §9): total, page size, pages and "go to page". */
function DataTablePagerView({
  total,
  totalCapped,
  page,
  pageSize,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: DataTablePagerProps) {
  const { t, i18n } = useLingui()
  const phone = useScreenSize() === 0
  const [jump, setJump] = useState('')
  const pages = pageCount(total, pageSize)
  const totalText = totalCapped ? `${i18n.number(total)}+` : i18n.number(total)
  const sizes = pageSizeOptions(pageSizes, pageSize).map((size) => ({
    value: String(size),
    label: t`${size} 条/页`,
  }))

  const handleJump = () => {
    const target = parsePageInput(jump, pages)
    setJump('')
    if (target !== null && target !== page) onPageChange(target)
  }
  const handleJumpKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') handleJump()
  }

  return (
    <div className={classes.pager}>
      <Text size="sm">{t`共 ${totalText} 条`}</Text>
      <Select
        size="xs"
        w={PAGER_ITEM_WIDTH}
        aria-label={t`每页条数`}
        data={sizes}
        value={String(pageSize)}
        allowDeselect={false}
        onChange={(value) => value && onPageSizeChange(Number(value))}
      />
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(Math.max(1, page), pages)}
        onChange={onPageChange}
        siblings={phone ? 0 : 1}
        boundaries={1}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t`上一页` }
            : control === 'next'
              ? { 'aria-label': t`下一页` }
              : {}
        }
        getItemProps={(item) => (item === page ? { 'aria-current': 'page' } : {})}
      />
      {!phone && (
        <>
          <Text size="sm">{t`前往`}</Text>
          <TextInput
            size="xs"
            w={56}
            inputMode="numeric"
            aria-label={t`跳转页码`}
            value={jump}
            onChange={(event) => setJump(event.currentTarget.value)}
            onKeyDown={handleJumpKey}
            onBlur={handleJump}
          />
          <Text size="sm">{t`页`}</Text>
        </>
      )}
    </div>
  )
}

/** Memoised: the table re-renders on every scroll, the pager need not. */
export const DataTablePager = memo(DataTablePagerView)
