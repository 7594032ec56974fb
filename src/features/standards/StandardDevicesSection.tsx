import { useState } from 'react'
import { Button, Group, Loader, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { saveStandardDevices } from '@/api/standards/measuringStandards'
import { standardsQueries, type DeviceOption } from '@/api/standards/queries'
import { measuringStandards, standardDevices } from '@/domain/resources'
import { usePermission, useDictLabel } from '@/ui/reference/referenceData'
import { DeviceMultiSelect } from './DeviceSelect'
import { OverviewSection } from '@/ui/layout/OverviewSection'
import { useStandardsRefresh } from './useStandardsRefresh'

/**
 * 查看 of a measurement standard: the standard devices it is made of; with measuring_standard_edit, 编辑标准器
 * chooses them anew (the whole set is saved at once).
 */
export function StandardDevicesSection({ standardId }: { standardId: string }) {
  const { t } = useLingui()
  const mayEdit = usePermission('measuring_standard_edit')
  const stateLabel = useDictLabel('DEVICE_STATE')
  const refresh = useStandardsRefresh()
  const devices = useQuery(standardsQueries.standardDevices(standardId))
  const [editing, setEditing] = useState<DeviceOption[] | null>(null)

  const save = useMutation({
    mutationFn: (chosen: DeviceOption[]) =>
      saveStandardDevices(
        standardId,
        chosen.map((option) => option.value),
      ),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`操作成功` })
      setEditing(null)
      await refresh(measuringStandards, standardDevices)
    },
  })

  const rows = devices.data ?? []
  const startEditing = () =>
    setEditing(
      rows.map((row) => ({
        value: row.id,
        label: [row.name, row.serialNo].filter(Boolean).join(' · '),
      })),
    )

  if (devices.isPending) return <Loader size="sm" style={{ gridColumn: '1 / -1' }} />

  if (editing) {
    return (
      <OverviewSection title={t`组成标准器`} empty="">
        <Stack gap="xs" data-standard-devices-editor>
          <DeviceMultiSelect label={t`标准器`} value={editing} onChange={setEditing} />
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setEditing(null)} disabled={save.isPending}>
              {t`取消`}
            </Button>
            <Button size="xs" loading={save.isPending} onClick={() => save.mutate(editing)}>
              {t`保存`}
            </Button>
          </Group>
        </Stack>
      </OverviewSection>
    )
  }

  return (
    <>
      <OverviewSection
        title={t`组成标准器`}
        empty={t`尚未选择标准器`}
        head={[t`名称`, t`型号规格`, t`出厂编号`, t`有效期至`, t`状态`]}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            row.name,
            row.model ?? '—',
            row.serialNo ?? '—',
            row.validUntil ?? '—',
            stateLabel(row.status),
          ],
        }))}
      />
      {mayEdit && (
        <Group style={{ gridColumn: '1 / -1' }}>
          <Button size="xs" variant="light" onClick={startEditing} data-edit-standard-devices>
            {t`编辑标准器`}
          </Button>
        </Group>
      )}
    </>
  )
}
