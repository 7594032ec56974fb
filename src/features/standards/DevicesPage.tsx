import { useState } from 'react'
import { Anchor, Badge, Group } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { standardDevices } from '@/domain/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { FieldValue } from '@/ui/resource/FieldValue'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { DeviceOverview } from './DeviceOverview'
import { DeviceStateDialog } from './DeviceStateDialog'
import { expiredInUse } from './deviceMarks'
import { useLabToday } from '@/app/useLabToday'

const STATUS_FIELD = standardDevices.fields.find((field) => field.name === 'status')

/** The state of a device, and 已过期 beside it when it is in use past its valid-until (the lab's today). */
function DeviceStatusCell({ row }: { row: ResourceRecord }) {
  const { t } = useLingui()
  const today = useLabToday()
  return (
    <Group gap={6} wrap="nowrap">
      {STATUS_FIELD && <FieldValue field={STATUS_FIELD} value={row.status} />}
      {expiredInUse(row, today) && (
        <Badge color="red" variant="filled" size="sm" data-device-expired>
          {t`已过期`}
        </Badge>
      )}
    </Group>
  )
}

const CELLS = { status: (row: ResourceRecord) => <DeviceStatusCell row={row} /> }

/**
 * 标准器: the register of the lab's standard devices. The form keeps what describes a device (valid-until
 * follows from its last trace unless set with a reason); its state changes only through 状态变更, with a
 * reason; 查看 shows its overview and its change history.
 */
export function StandardDevicesPage() {
  const { t } = useLingui()
  const mayChangeState = usePermission('standard_device_state')
  const [changing, setChanging] = useState<ResourceRecord | null>(null)
  return (
    <>
      <ResourcePage
        resource={standardDevices}
        cells={CELLS}
        rowActions={(row) =>
          mayChangeState ? (
            <Anchor component="button" size="sm" onClick={() => setChanging(row)} data-device-state>
              {t`状态变更`}
            </Anchor>
          ) : null
        }
        detailExtras={(row) => <DeviceOverview deviceId={row.id} />}
      />
      {changing && <DeviceStateDialog device={changing} onClose={() => setChanging(null)} />}
    </>
  )
}
