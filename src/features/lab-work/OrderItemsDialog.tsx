import { useMemo, useState } from 'react'
import { Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { addTestItem } from '@/api/labWork'
import { fetchResourcePage, type ResourceRecord } from '@/api/resources'
import { encodeSearchParam, orderSamples, testItems, type ResourceField } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { FormField } from '@/ui/resource/FormField'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resourceListKey } from '@/ui/resource/useResourceList'

const abilityField: ResourceField = {
  name: 'abilityCode',
  label: { zh: '能力类型', en: 'Capability' },
  type: 'select',
  data: 'text',
  source: { dict: 'ability_type' },
  required: true,
}

/**
 * What is to be tested on an order's samples (contract review, ISO/IEC 17025 7.1): reception adds the test
 * items before submitting the order; the list below shows them with their state.
 */
export function OrderItemsDialog({ order, onClose }: { order: ResourceRecord; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const fixed = useMemo(() => [{ field: 'orderId', op: '=' as const, value: order.id }], [order.id])
  const samples = useQuery({
    queryKey: ['lab-work', 'order-samples', order.id],
    queryFn: () =>
      fetchResourcePage(orderSamples, { searchParam: encodeSearchParam(fixed) }, { current: 1, size: 200 }),
  })
  const [sampleId, setSampleId] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [ability, setAbility] = useState<unknown>('')
  const [saving, setSaving] = useState(false)
  const chosenSample = sampleId ?? samples.data?.records[0]?.id ?? null
  const complete = chosenSample !== null && name.trim() !== '' && String(ability ?? '') !== ''

  const add = async () => {
    if (!complete) return
    setSaving(true)
    try {
      await addTestItem({ sampleId: chosenSample, name: name.trim(), abilityCode: String(ability) })
      setName('')
      await queryClient.invalidateQueries({ queryKey: resourceListKey(testItems.code) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={t`检测项目：${String(order.orderNo ?? '')}`}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap" data-add-item>
          <Select
            label={t`样品`}
            w={260}
            data={(samples.data?.records ?? []).map((sample) => ({
              value: sample.id,
              label: `${String(sample.name ?? '')} ${String(sample.factoryNumber ?? '')}`.trim(),
            }))}
            value={chosenSample}
            onChange={setSampleId}
            allowDeselect={false}
          />
          <TextInput
            label={t`检测项目`}
            w={220}
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <div style={{ width: 200 }}>
            <FormField
              field={abilityField}
              value={ability}
              error={undefined}
              onChange={setAbility}
              onChangeField={() => undefined}
              onBlur={() => undefined}
              record={{}}
            />
          </div>
          <Button loading={saving} disabled={!complete} onClick={() => void add()}>
            {t`添加项目`}
          </Button>
        </Group>
        <ResourcePage resource={testItems} fixed={fixed} height="min(420px, 50dvh)" />
      </Stack>
    </AppDialog>
  )
}
