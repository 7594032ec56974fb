import { useLingui } from '@lingui/react/macro'
import { quoteQueries, type ChargeStandardOption } from '@/api/quotes'
import { SearchPickDialog } from '@/ui/pickers/SearchPickDialog'
import { useDictLabel } from '@/ui/reference/referenceData'
import { groupedAmount } from './quoteDraft'

export type ChargeStandardPickerProps = {
  opened: boolean
  /** Standards already on the quote: shown ticked and not added twice. */
  picked: ReadonlySet<string>
  onAdd: (standards: ChargeStandardOption[]) => void
  onClose: () => void
}

/** 从收费标准添加: several of the lab's charge standards at once, searched by instrument name. */
export function ChargeStandardPicker(props: ChargeStandardPickerProps) {
  const { t } = useLingui()
  const inspectionLabel = useDictLabel('inspection_type')
  return (
    <SearchPickDialog
      {...props}
      texts={{
        title: t`从收费标准添加`,
        searchLabel: t`搜索收费标准`,
        searchPlaceholder: t`器具名称`,
        listLabel: t`收费标准`,
        nothingFound: t`没有匹配的收费标准`,
        alreadyPicked: t`已在报价单中`,
      }}
      search={quoteQueries.chargeStandards}
      row={(standard) => ({
        label: standard.instrumentName,
        details: [standard.specification, inspectionLabel(standard.inspectionType)]
          .filter(Boolean)
          .join(' · '),
        aside: `¥${groupedAmount(standard.price)}/${standard.unit}`,
      })}
    />
  )
}
