import { useState } from 'react'
import { Button, Group, Stack, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { uuidv7 } from 'uuidv7'
import { submitDeskOrder } from '@/api/deskOrder'
import { useSession } from '@/app/useSession'
import { AddressSection } from '@/features/shared/registration/AddressSection'
import { ContactSection } from '@/features/shared/registration/ContactSection'
import { CustomerSection } from '@/features/shared/registration/CustomerSection'
import { InstrumentSection } from '@/features/shared/registration/InstrumentSection'
import { orNull, Section } from '@/features/shared/registration/Section'
import { useProblemText } from '@/features/shared/registration/useProblemText'
import { AppDialog } from '@/ui/AppDialog'
import type { RecordCreatorProps } from '@/ui/resource/ResourcePage'
import { deskOrderBody, deskProblems, ITEM_MESSAGES, newDeskForm } from './deskOrder'
import { DeskItemsSection } from './DeskItemsSection'
import { DeskSignatureSection } from './DeskSignatureSection'
import { useDeskForm } from './useDeskForm'

/**
 * 新增 of 委托受理: a walk-in customer's order registered at the desk with the registration form's own sections
 * (customer picked or typed, contact, address, instruments), what is to be tested on each instrument, and an
 * optional signature. Sent at once by the desk's route; the order then follows the usual review.
 */
export function DeskOrderDialog({ opened, onClose, onSaved }: RecordCreatorProps) {
  const { t } = useLingui()
  return (
    <AppDialog opened={opened} onClose={onClose} title={t`新增委托`} width={900}>
      {opened && <DeskOrderForm onClose={onClose} onSaved={onSaved} />}
    </AppDialog>
  )
}

function DeskOrderForm({ onClose, onSaved }: Pick<RecordCreatorProps, 'onClose' | 'onSaved'>) {
  const { t } = useLingui()
  const session = useSession()
  const tenantId = session?.account.tenantId ?? ''
  const desk = useDeskForm(() => newDeskForm(uuidv7()))
  const problemText = useProblemText()
  const [checked, setChecked] = useState(false)
  const [signing, setSigning] = useState(false)
  const [sending, setSending] = useState(false)
  const { record } = desk.form
  const itemText: Record<string, string> = {
    [ITEM_MESSAGES.nameRequired]: t`请输入项目名称`,
    [ITEM_MESSAGES.abilityRequired]: t`请选择能力类型`,
  }
  const problems = checked ? deskProblems(desk.form) : []
  const errors: Record<string, string> = {}
  for (const problem of problems)
    errors[problem.field] ??= itemText[problem.message] ?? problemText(problem.message) ?? problem.message
  const sectionProps = { record, disabled: sending, errors, change: desk.change }

  const handleSubmit = async () => {
    setChecked(true)
    const first = deskProblems(desk.form)[0]
    if (first) {
      document.querySelector(`[data-field="${first.field}"]`)?.scrollIntoView({ block: 'center' })
      return
    }
    setSending(true)
    try {
      const answer = await submitDeskOrder(deskOrderBody(desk.form))
      notifications.show({ color: 'green', message: t`已登记，委托单号：${answer.orderNo}` })
      await onSaved()
    } catch {
      // The request layer has shown the server's message.
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack gap="md" data-desk-order>
      <CustomerSection {...sectionProps} tenantId={tenantId} />
      <ContactSection {...sectionProps} />
      <AddressSection {...sectionProps} />
      <InstrumentSection {...sectionProps} tenantId={tenantId} />
      <DeskItemsSection record={record} items={desk.form.items} errors={errors} onChange={desk.setItems} />
      <DeskSignatureSection
        onBusy={setSigning}
        onSigned={(fileId) => desk.change(['signature'], (current) => ({ ...current, signature: fileId }))}
      />
      <Section id="remark" title={t`备注`}>
        <Textarea
          aria-label={t`备注`}
          autosize
          minRows={2}
          maxLength={500}
          value={record.remark ?? ''}
          error={errors.remark}
          onChange={(event) => {
            const value = orNull(event.currentTarget.value)
            desk.change(['remark'], (current) => ({ ...current, remark: value }))
          }}
          data-field="remark"
        />
      </Section>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t`取消`}
        </Button>
        <Button onClick={() => void handleSubmit()} loading={sending} disabled={signing}>
          {t`提交`}
        </Button>
      </Group>
    </Stack>
  )
}
