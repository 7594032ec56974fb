import { useLingui } from '@lingui/react/macro'
import { tracePlanQueries, type PlanDeviceOption } from '@/api/standards/plans'
import { DEVICE_STATE } from '@/domain/standards/validity'
import { SearchPickDialog } from '@/ui/pickers/SearchPickDialog'
import { useDictLabel } from '@/ui/reference/referenceData'

export type PlanDevicesDialogProps = {
  opened: boolean
  /** Devices already on the plan: shown ticked and not added twice. */
  picked: ReadonlySet<string>
  onAdd: (devices: PlanDeviceOption[]) => void
  onClose: () => void
}

/** 添加标准器: several devices of the register at once, searched by name, the soonest due first. */
export function PlanDevicesDialog(props: PlanDevicesDialogProps) {
  const { t } = useLingui()
  const stateLabel = useDictLabel('DEVICE_STATE')
  return (
    <SearchPickDialog
      {...props}
      texts={{
        title: t`添加标准器`,
        searchLabel: t`搜索标准器`,
        searchPlaceholder: t`标准器名称`,
        listLabel: t`标准器`,
        nothingFound: t`没有匹配的标准器`,
        alreadyPicked: t`已在计划中`,
      }}
      search={tracePlanQueries.devices}
      row={(device) => ({
        label: device.name,
        details: [device.model, device.serialNo, stateLabel(device.status)].filter(Boolean).join(' · '),
        aside: (
          <>
            {t`有效期至`} {device.validUntil}
          </>
        ),
        disabled: device.status === DEVICE_STATE.scrapped,
      })}
    />
  )
}
