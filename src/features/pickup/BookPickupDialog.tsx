import { useState } from 'react'
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { uuidv7 } from 'uuidv7'
import { bookPickup } from '@/api/pickup'
import { useFields } from '@/ui/forms/useFields'
import type { CachedCustomer } from '@/offline'
import { AddressPicker } from '@/ui/address'
import { AppDialog } from '@/ui/AppDialog'
import { DateTimeField } from '@/ui/dates/DateTimeField'
import { fromDateTimeLocal, toDateTimeLocal } from '@/ui/dates/days'
import {
  bookingBody,
  bookingProblems,
  EMPTY_BOOKING,
  type BookingProblem,
  type BookingValues,
} from './booking'
import { CustomerPickerDialog } from '@/features/shared/registration/CustomerPickerDialog'
import { pickupQueries } from './queries'

/**
 * Who books: staff for a customer they pick from the device's copy (or type in), optionally starting from a
 * customer and instrument already known (a recall), or a customer for herself (her company as she registered
 * it; no picking among the lab's customers).
 */
export type Booker =
  { kind: 'staff'; tenantId: string; initial?: BookingValues } | { kind: 'customer'; initial: BookingValues }

export type BookPickupDialogProps = { opened: boolean; booker: Booker; onClose: () => void }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** 预约取件: a pickup booked online (the appointment is the server's); the lists it shows in are refreshed. */
export function BookPickupDialog({ opened, booker, onClose }: BookPickupDialogProps) {
  const { t } = useLingui()
  return (
    <AppDialog opened={opened} onClose={onClose} title={t`预约取件`} width={640}>
      {opened && <BookingForm booker={booker} onClose={onClose} />}
    </AppDialog>
  )
}

function BookingForm({ booker, onClose }: { booker: Booker; onClose: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // One key per opened form: a second click or a retry after a lost answer books once.
  const [key] = useState(() => uuidv7())
  const [picking, setPicking] = useState(false)
  const messages: Record<BookingProblem, string> = {
    customerRequired: t`请填写客户名称`,
    contactRequired: t`请填写联系人`,
    phoneRequired: t`请填写联系电话`,
    phone: t`请输入正确的电话(手机)号码`,
    addressRequired: t`请填写取件地址`,
    timeRequired: t`请选择取件时间`,
    count: t`数量须为1到9999的整数`,
  }
  const form = useFields<BookingValues>(booker.initial ?? EMPTY_BOOKING, (values) =>
    Object.fromEntries(
      Object.entries(bookingProblems(values)).map(([field, problem]) => [field, messages[problem]]),
    ),
  )
  const book = useMutation({
    mutationFn: () => bookPickup(bookingBody(form.values), key),
    onSuccess: async (answer) => {
      const pickupNo = answer.pickupNo
      notifications.show({ color: 'green', message: t`预约成功，取件单号 ${pickupNo}` })
      await queryClient.invalidateQueries({
        queryKey: booker.kind === 'staff' ? pickupQueries.days() : pickupQueries.mine().queryKey,
      })
      onClose()
    },
  })

  const handlePick = (customer: CachedCustomer) => {
    setPicking(false)
    const record = customer.record
    form.setValue('customerId', customer.id)
    form.setValue('customerName', customer.name)
    if (!form.values.contactName) form.setValue('contactName', text(record.contact))
    if (!form.values.contactPhone) form.setValue('contactPhone', text(record.phone))
    if (!form.values.address) form.setValue('address', text(record.address))
    if (!form.values.areaCode) {
      form.setValue('areaCode', text(record.areaCode))
      form.setValue('areaCodeName', text(record.areaCodeName))
    }
  }
  const handleSubmit = () => {
    if (form.check()) book.mutate()
  }
  const field = (name: keyof BookingValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      size="md"
      label={label}
      value={form.values[name]}
      onChange={form.handleChange(name)}
      error={form.errors[name]}
      {...extra}
    />
  )

  const customerName = (
    <TextInput
      size="md"
      style={{ flex: 1, minWidth: 0 }}
      label={booker.kind === 'staff' ? t`客户名称` : t`单位名称`}
      required
      value={form.values.customerName}
      onChange={(event) => {
        // A typed name is a customer without a record (yet).
        form.setValue('customerName', event.currentTarget.value)
        form.setValue('customerId', '')
      }}
      error={form.errors.customerName}
    />
  )

  return (
    <Stack gap="sm">
      {booker.kind === 'staff' ? (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          {customerName}
          <Button size="md" variant="light" onClick={() => setPicking(true)}>
            {t`选择客户`}
          </Button>
        </Group>
      ) : (
        customerName
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {field('contactName', t`联系人`, { required: true })}
        {field('contactPhone', t`联系电话`, { required: true, type: 'tel', inputMode: 'tel' })}
        <DateTimeField
          size="md"
          label={t`取件时间`}
          placeholder={t`请选择时间`}
          required
          value={fromDateTimeLocal(form.values.pickupTime)}
          onChange={(next) => form.setValue('pickupTime', toDateTimeLocal(next))}
          error={form.errors.pickupTime}
        />
        {field('instrumentCount', t`器具数量`, { required: true, inputMode: 'numeric' })}
      </SimpleGrid>
      <AddressPicker
        label={t`所在地区`}
        withStreet
        areaCode={form.values.areaCode || undefined}
        areaCodeName={form.values.areaCodeName || undefined}
        onChange={(selection) => {
          form.setValue('areaCode', selection.areaCode)
          form.setValue('areaCodeName', selection.areaCodeName)
        }}
      />
      {field('address', t`取件地址`, { required: true })}
      <Textarea
        size="md"
        label={t`备注`}
        autosize
        minRows={2}
        maxLength={500}
        value={form.values.remark}
        onChange={form.handleChange('remark')}
      />
      <Group justify="flex-end" gap="xs">
        <Button size="md" variant="default" onClick={onClose}>
          {t`取消`}
        </Button>
        <Button size="md" onClick={handleSubmit} loading={book.isPending}>
          {t`提交预约`}
        </Button>
      </Group>
      {booker.kind === 'staff' && (
        <CustomerPickerDialog
          opened={picking}
          tenantId={booker.tenantId}
          onPick={handlePick}
          onClose={() => setPicking(false)}
        />
      )}
    </Stack>
  )
}
