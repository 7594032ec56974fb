import ExcelJS from 'exceljs'
import {
  MATRIX_PROBLEM_LABELS,
  cellFor,
  columnLabel,
  kindColumns,
  type CompetenceMatrix,
  type MatrixStanding,
} from '@/domain/staff/matrix'
import { translate, type Locale } from '../../http/messages'

const HEADERS = {
  sheet: { zh: '能力矩阵', en: 'Competence matrix' },
  person: { zh: '姓名', en: 'Name' },
  dept: { zh: '部门', en: 'Department' },
  until: { zh: '至', en: 'until' },
  open: { zh: '长期', en: 'no end' },
}

/** What a cell says: ✓ and until when, or ✗ and why not. */
function cellText(standing: MatrixStanding, locale: Locale): string {
  if (standing.problem) return `✗ ${MATRIX_PROBLEM_LABELS[standing.problem][locale]}`
  return standing.until === null
    ? `✓ ${HEADERS.open[locale]}`
    : `✓ ${HEADERS.until[locale]} ${standing.until}`
}

/**
 * The matrix as an .xlsx laid out as the engine's exports are (a 序号 column first): one row per person, the
 * kind-wide columns and then one column per test item, the headings frozen. Lapsed cells are red.
 */
export async function matrixWorkbook(matrix: CompetenceMatrix, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet(HEADERS.sheet[locale], {
    views: [{ state: 'frozen', xSplit: 3, ySplit: 1 }],
  })
  const kinds = kindColumns(matrix)
  const columns = [...kinds, ...matrix.columns]
  sheet.columns = [
    { header: translate('resource.exportSerial', locale), key: 'serial', width: 8 },
    { header: HEADERS.person[locale], key: 'person', width: 12 },
    { header: HEADERS.dept[locale], key: 'dept', width: 14 },
    ...columns.map((column, at) => ({ header: columnLabel(column)[locale], key: `c${at}`, width: 18 })),
  ]
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).alignment = { wrapText: true, vertical: 'middle' }
  const lapsed: Partial<ExcelJS.Font> = { color: { argb: 'FFC92A2A' } }
  matrix.rows.forEach((row, index) => {
    const values: Record<string, string | number> = {
      serial: index + 1,
      person: row.person,
      dept: row.deptName ?? '',
    }
    const problems: string[] = []
    columns.forEach((column, at) => {
      const standing =
        at < kinds.length
          ? (row.kinds.find((kind) => kind.abilityCode === column.abilityCode) ?? null)
          : cellFor(row, column, at - kinds.length)
      if (!standing) return
      values[`c${at}`] = cellText(standing, locale)
      if (standing.problem) problems.push(`c${at}`)
    })
    const added = sheet.addRow(values)
    for (const key of problems) added.getCell(key).font = lapsed
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The download's name: 能力矩阵-2026-11-27.xlsx. */
export const matrixFileName = (matrix: CompetenceMatrix, locale: Locale) =>
  `${HEADERS.sheet[locale]}-${matrix.day}.xlsx`
