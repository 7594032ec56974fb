import { useLingui } from '@lingui/react/macro'
import type { LabelApplication } from '@/api/labelApply'
import { ResponsiveTable, type ResponsiveColumn } from '@/ui/layout/ResponsiveTable'
import { useScreenSize } from '@/ui/layout/useScreenSize'

type Line = LabelApplication['lines'][number]

/** An application's labels: a table on a desktop or tablet, a card per label on a phone. */
export function LinesTable({ lines }: { lines: readonly Line[] }) {
  const { t } = useLingui()
  const phone = useScreenSize() === 0
  const columns: ResponsiveColumn<Line>[] = [
    { key: 'name', header: t`器具名称`, cell: (line) => line.instrumentName, card: 'none' },
    { key: 'factory', header: t`出厂编号`, nowrap: true, cell: (line) => line.factoryNumber },
    { key: 'certificate', header: t`证书编号`, nowrap: true, cell: (line) => line.certificateNo },
    { key: 'valid', header: t`有效期至`, nowrap: true, cell: (line) => line.validUntil },
    {
      key: 'label',
      header: t`标签编号`,
      nowrap: true,
      cell: (line) => line.labelNo && <span data-label-no="">{line.labelNo}</span>,
    },
  ]
  return (
    <ResponsiveTable
      rows={lines}
      rowKey={(line) => line.id}
      columns={columns}
      card={{ title: (line) => line.instrumentName }}
      phone={phone}
      empty={t`没有标签`}
      minWidth={600}
      label={t`标签信息`}
      dataName="label-lines"
    />
  )
}
