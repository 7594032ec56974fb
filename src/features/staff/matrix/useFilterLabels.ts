import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CompetenceMatrixFilters } from '@/api/staffCompetence'
import { searchOptionQueries } from '@/ui/search/optionSources'
import { flattenTree, toTreeOptions } from '@/ui/search/tree'
import { useDictLabel } from '@/ui/reference/referenceData'

const DEPT_TREE_URL = '/api/blade-system/dept/tree'

/** The filters in force as a printed header names them: 部门：计量室, 能力类型：校准, 检测项目：压力. */
export function useFilterLabels(filters: CompetenceMatrixFilters): string[] {
  const { t, i18n } = useLingui()
  const abilityLabel = useDictLabel('ability_type')
  // The filter's own tree (already loaded by its widget): the department's path, 总部 / 计量室.
  const tree = useQuery({ ...searchOptionQueries.tree(DEPT_TREE_URL), enabled: filters.deptId !== '' })
  const deptPaths = useMemo(
    () => new Map(flattenTree(toTreeOptions(tree.data, i18n.locale)).map((node) => [node.value, node.label])),
    [tree.data, i18n.locale],
  )
  const labels: string[] = []
  if (filters.deptId) {
    const dept = deptPaths.get(filters.deptId) ?? filters.deptId
    labels.push(t`部门：${dept}`)
  }
  if (filters.abilityCode) {
    const ability = abilityLabel(filters.abilityCode)
    labels.push(t`能力类型：${ability}`)
  }
  if (filters.person) {
    const person = filters.person
    labels.push(t`人员：${person}`)
  }
  if (filters.item) {
    const item = filters.item
    labels.push(t`检测项目：${item}`)
  }
  return labels
}
