import { useMemo, useState } from 'react'
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  exportCompetenceMatrix,
  staffCompetenceQueries,
  type CompetenceMatrixFilters,
} from '@/api/staffCompetence'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { PrintView } from '@/ui/print/PrintView'
import { usePermission } from '@/ui/reference/referenceData'
import { MatrixFilters } from './MatrixFilters'
import { MatrixGrid } from './MatrixGrid'
import { gridColumns } from './matrixModel'
import { MatrixPrint } from './MatrixPrint'
import { useFilterLabels } from './useFilterLabels'
import classes from './MatrixPage.module.css'

const NO_FILTERS: CompetenceMatrixFilters = { deptId: '', abilityCode: '', person: '', item: '' }

/**
 * 能力矩阵: who of the lab may do which test item on the lab's today and until when (ISO/IEC 17025 6.2.5,
 * 6.2.6), an authorisation for every item of a kind counting for each of its items; printed on A4 landscape
 * or exported as a spreadsheet.
 */
export function CompetenceMatrixPage() {
  const { t } = useLingui()
  const phone = useScreenSize() === 0
  const mayExport = usePermission('staff_matrix_export')
  const [filters, setFilters] = useState(NO_FILTERS)
  const [printing, setPrinting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const matrix = useQuery({ ...staffCompetenceQueries.matrix(filters), placeholderData: keepPreviousData })
  const data = matrix.data
  const columns = useMemo(() => (data ? gridColumns(data) : []), [data])
  const filterLabels = useFilterLabels(filters)
  const people = data?.rows.length ?? 0
  const items = data?.columns.length ?? 0

  const download = async () => {
    setExporting(true)
    try {
      const blob = await exportCompetenceMatrix(filters)
      saveBlob(blob, `${t`能力矩阵`}-${data?.day ?? ''}.xlsx`)
    } finally {
      setExporting(false)
    }
  }

  return (
    <Stack gap="sm" p={phone ? 'xs' : 'md'} className={classes.page} data-competence-matrix-page>
      <MatrixFilters filters={filters} onChange={setFilters} />
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" c="dimmed" data-matrix-summary>
          {data && (
            <>
              {t`截至 ${data.day}`} · {plural(people, { one: '# 人', other: '# 人' })} ·{' '}
              {plural(items, { one: '# 个项目', other: '# 个项目' })}
            </>
          )}
          {matrix.isFetching && data && <Loader size={12} ml={8} display="inline-block" />}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setPrinting(true)}
            disabled={!data}
            data-matrix-print
          >
            {t`打印`}
          </Button>
          {mayExport && (
            <Button
              size="xs"
              variant="light"
              onClick={() => void download()}
              loading={exporting}
              disabled={!data}
              data-matrix-export
            >
              {t`导出`}
            </Button>
          )}
        </Group>
      </Group>
      {matrix.isError && <Alert color="red">{t`加载失败`}</Alert>}
      {matrix.isPending ? (
        <Loader size="sm" />
      ) : (
        data && <MatrixGrid matrix={data} columns={columns} phone={phone} />
      )}
      {printing && data && (
        <PrintView orientation="landscape" onDone={() => setPrinting(false)}>
          <MatrixPrint matrix={data} columns={columns} filters={filterLabels} />
        </PrintView>
      )}
    </Stack>
  )
}
