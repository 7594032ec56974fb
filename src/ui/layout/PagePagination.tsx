import { Group, Pagination } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type PagePaginationProps = {
  /** Rows of every page, and rows per page. */
  total: number
  size: number
  value: number
  onChange: (page: number) => void
  phone: boolean
}

/** The pages of a list under it, right-aligned; nothing for a single page. Fewer page buttons on a phone. */
export function PagePagination({ total, size, value, onChange, phone }: PagePaginationProps) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  return (
    <Group justify="flex-end">
      <Pagination
        total={pages}
        value={value}
        onChange={onChange}
        size="sm"
        siblings={phone ? 0 : 1}
        getControlProps={(control) =>
          control === 'previous'
            ? { 'aria-label': t`上一页` }
            : control === 'next'
              ? { 'aria-label': t`下一页` }
              : {}
        }
      />
    </Group>
  )
}
