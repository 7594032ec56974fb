import { useState } from 'react'
import { Badge, Button, CloseButton, Group, Select, SimpleGrid, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useDict } from '@/app/startup/useDict'
import type { CachedCustomer } from '@/offline'
import { CustomerPickerDialog } from './CustomerPickerDialog'
import { withCustomer } from './prefill'
import { orNull, Section, type SectionProps } from './Section'

/**
 * 客户: a known customer picked from the device's copy (with its organisation type), or a new one's name typed
 * in.
 */
export function CustomerSection({
  record,
  disabled,
  errors,
  change,
  tenantId,
}: SectionProps & { tenantId: string }) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  const types = useDict('business_type')
  const typeOptions = types.map((option) => ({ value: option.key, label: option.label }))
  // A stored value the dictionary does not list (yet, offline) still shows.
  if (record.enterType && !typeOptions.some((option) => option.value === record.enterType))
    typeOptions.push({ value: record.enterType, label: record.enterType })

  const handlePick = (customer: CachedCustomer) => {
    setPicking(false)
    change(['enterName', 'enterId', 'enterType', 'applicant', 'mobile', 'phone', 'address'], (current) =>
      withCustomer(current, { ...customer.record, id: customer.id }),
    )
  }
  // Typing another name makes it a customer first met on site: the link to the known one goes.
  const handleName = (name: string) =>
    change(['enterName', 'enterId'], (current) => ({
      ...current,
      enterName: name,
      enterId: current.enterId && name !== current.enterName ? null : current.enterId,
    }))

  return (
    <Section
      id="customer"
      title={t`客户`}
      actions={
        !disabled && (
          <Button size="md" variant="light" onClick={() => setPicking(true)}>
            {t`选择客户`}
          </Button>
        )
      }
    >
      <TextInput
        size="md"
        label={t`客户名称`}
        required
        value={record.enterName}
        onChange={(event) => handleName(event.currentTarget.value)}
        error={errors.enterName}
        disabled={disabled}
        maxLength={200}
        data-field="enterName"
      />
      {record.enterId ? (
        <Group gap="xs">
          <Badge variant="light" color="green" tt="none" size="lg">
            {t`已关联客户档案`}
          </Badge>
          {!disabled && (
            <CloseButton
              size="lg"
              aria-label={t`取消关联`}
              onClick={() => change(['enterId'], (current) => ({ ...current, enterId: null }))}
            />
          )}
        </Group>
      ) : (
        record.enterName.trim() !== '' && (
          <Badge variant="light" color="gray" tt="none" size="lg">
            {t`新客户（现场填写）`}
          </Badge>
        )
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          size="md"
          label={t`统一社会信用代码`}
          value={record.socialNumber ?? ''}
          onChange={(event) => {
            const value = orNull(event.currentTarget.value)
            change(['socialNumber'], (current) => ({ ...current, socialNumber: value }))
          }}
          error={errors.socialNumber}
          disabled={disabled}
          maxLength={200}
          data-field="socialNumber"
        />
        <Select
          size="md"
          label={t`单位性质`}
          data={typeOptions}
          value={record.enterType ?? null}
          onChange={(value) => change(['enterType'], (current) => ({ ...current, enterType: value }))}
          clearable
          clearButtonProps={{ 'aria-label': t`清除单位性质` }}
          disabled={disabled}
          error={errors.enterType}
          comboboxProps={{ withinPortal: true }}
          data-field="enterType"
        />
      </SimpleGrid>
      <CustomerPickerDialog
        opened={picking}
        tenantId={tenantId}
        onPick={handlePick}
        onClose={() => setPicking(false)}
      />
    </Section>
  )
}
