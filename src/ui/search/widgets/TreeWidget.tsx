import { useMemo } from 'react'
import { Cascader, useMatches } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { searchOptionQueries } from '../optionSources'
import { findTreePath, flattenTree, toTreeOptions } from '../tree'
import { ChoiceWidget } from './ChoiceWidget'
import { textOf, type WidgetProps } from './types'

export type TreeWidgetProps = WidgetProps & { url: string; method: 'GET' | 'POST' }

/**
 * tree: a cascading select over a tree endpoint (departments, menus, roles, regions). Any level can be chosen
 * and the value is that node's id. On narrow screens the dropdown is a flat list of paths 'A / B / C'. A
 * multiple field (IN) is a multi-select of those paths.
 */
export function TreeWidget({ url, method, ...widget }: TreeWidgetProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const nodes = useQuery(searchOptionQueries.tree(url, method))
  const options = useMemo(() => toTreeOptions(nodes.data, locale), [nodes.data, locale])
  const flat = useMemo(() => flattenTree(options), [options])
  const withColumns = useMatches({ base: false, sm: true })
  const { value, onChange, size, label, ariaLabel, error, field, required } = widget

  if (field.multiple) {
    return <ChoiceWidget {...widget} data={flat} multiple loading={nodes.isFetching} />
  }
  const chosen = textOf(value)
  const path = chosen ? (findTreePath(options, chosen) ?? null) : null
  return (
    <Cascader
      size={size}
      label={label}
      aria-label={ariaLabel}
      error={error}
      withAsterisk={required}
      data={options}
      value={path}
      onChange={(next) => onChange(next?.at(-1) ?? '')}
      changeOnSelect
      searchable
      clearable
      withColumns={withColumns}
      placeholder={t`请选择`}
      nothingFoundMessage={nodes.isFetching ? t`加载中…` : t`无匹配数据`}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
