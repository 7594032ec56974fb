import { useEffect, useRef, useState } from 'react'
import { Button, Center, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { clockTime } from '@/app/offline/clockTime'
import { useConnection } from '@/app/offline/useConnection'
import { DraftNotEditableError, removeDraft, submitDraft, type DraftOwner } from '@/offline'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { visibleProblems } from './draftProblems'
import { DraftStatus } from './DraftStatus'
import { problemsByField } from './draftView'
import classes from './pickup.module.css'
import { scrollToField } from './scrollToField'
import { AddressSection } from '@/features/shared/registration/AddressSection'
import { BusinessSection } from './sections/BusinessSection'
import { CarSection } from './sections/CarSection'
import { ContactSection } from '@/features/shared/registration/ContactSection'
import { CustomerSection } from '@/features/shared/registration/CustomerSection'
import { InstrumentSection } from '@/features/shared/registration/InstrumentSection'
import { PhotoSection } from './sections/PhotoSection'
import { orNull, Section } from '@/features/shared/registration/Section'
import { SignatureSection } from './sections/SignatureSection'
import { SyncStateBadge } from './SyncStateBadge'
import { useDraftEditor, type SaveStatus } from './useDraftEditor'
import { useProblemText } from '@/features/shared/registration/useProblemText'
import { useSyncState } from './useSyncState'

export type DraftEditorProps = { id: string; owner: DraftOwner; onClose: () => void }

/** The editor of one registration draft: every section, saved as it is typed; 提交 queues it for sending. */
export function DraftEditor({ id, owner, onClose }: DraftEditorProps) {
  const { t, i18n } = useLingui()
  const editor = useDraftEditor(id)
  const { upload } = useSyncState(owner.ownerKey)
  const network = useConnection()
  const problemText = useProblemText()
  const [checked, setChecked] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [removing, setRemoving] = useState(false)
  const { draft, record } = editor
  const state = draft?.syncState
  /** Submitted from this editor: its 已提交，等待发送 turns into 已发送 when the server answers. */
  const submittedHere = useRef(false)

  // A refused draft opens on the field the server named.
  const refusedField = state === 'attention' ? draft?.problems[0]?.field : undefined
  useEffect(() => {
    if (refusedField) scrollToField(refusedField)
  }, [refusedField])

  const orderNo = draft?.answer?.orderNo ?? ''
  useEffect(() => {
    if (!submittedHere.current || (state !== 'sent' && state !== 'attention')) return
    submittedHere.current = false
    const notice = submittedNotice(id)
    notifications.hide(notice)
    // A refusal is said by the alert above the form (DraftStatus), on the field it is about.
    if (state === 'sent')
      notifications.show({ id: notice, color: 'green', title: t`已发送`, message: t`订单号：${orderNo}` })
  }, [state, orderNo, id, t])

  if (!draft || !record)
    return draft === null ? (
      <Stack align="center" py="xl" gap="sm">
        <Text>{t`本设备上没有这份登记`}</Text>
        <Button size="md" onClick={onClose}>
          {t`返回列表`}
        </Button>
      </Stack>
    ) : (
      <Center py="xl">
        <Loader />
      </Center>
    )

  const disabled = !editor.editable
  // A draft stored with problems (a submit refused on this device) shows them at once.
  const shown = visibleProblems(draft, record, checked || draft.problems.length > 0, editor.touched)
  const errors = Object.fromEntries(
    Object.entries(problemsByField(shown)).map(([field, message]) => [
      field,
      problemText(message) ?? message,
    ]),
  )
  const sectionProps = { record, disabled, errors, change: editor.change }

  const handleSubmit = async () => {
    setSubmitting(true)
    try {
      await editor.flush()
      setChecked(true)
      const result = await submitDraft(id)
      if (!result.queued) {
        notifications.show({ color: 'red', message: t`请先完善登记信息` })
        const first = result.problems[0]
        if (first) scrollToField(first.field)
        return
      }
      // Queued, not sent: what is true now. The server's answer turns it into 已发送 (above).
      submittedHere.current = true
      const time = network.retryAt === null ? null : clockTime(network.retryAt, i18n.locale)
      const why =
        network.connection === 'offline'
          ? t`当前离线，联网后将自动发送。`
          : network.connection === 'unreachable' && time !== null
            ? t`无法连接服务器，将于 ${time} 重试`
            : null
      notifications.show({
        id: submittedNotice(id),
        color: 'blue',
        title: why ? t`已提交，等待发送` : undefined,
        message: why ?? t`已提交，等待发送`,
      })
    } catch (error) {
      if (!(error instanceof DraftNotEditableError)) throw error
    } finally {
      setSubmitting(false)
    }
  }
  const handleRemove = async () => {
    await removeDraft(id)
    setRemoving(false)
    onClose()
  }

  return (
    <Stack gap="md" data-draft-editor={id}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Button size="md" variant="subtle" onClick={onClose} px="xs">
            {t`‹ 返回列表`}
          </Button>
          <Title order={2} fz="lg" className={classes.wrap}>
            {record.enterName.trim() || t`未填写客户`}
          </Title>
        </Group>
        <Group gap="xs">
          {!disabled && <SaveState status={editor.status} />}
          <SyncStateBadge state={draft.syncState} />
        </Group>
      </Group>
      <DraftStatus draft={draft} network={network} />
      <CustomerSection {...sectionProps} tenantId={owner.tenantId} />
      <ContactSection {...sectionProps} />
      <AddressSection {...sectionProps} />
      <BusinessSection {...sectionProps} owner={owner} />
      <CarSection {...sectionProps} />
      <InstrumentSection {...sectionProps} tenantId={owner.tenantId} />
      <PhotoSection
        draft={draft}
        disabled={disabled}
        upload={upload}
        error={errors.photoFileIds}
        hold={editor.hold}
      />
      <SignatureSection
        draft={draft}
        disabled={disabled}
        error={errors.signature}
        onSigned={() => editor.change(['signature'], (current) => current)}
        hold={editor.hold}
      />
      <Section id="remark" title={t`备注`}>
        <Textarea
          size="md"
          aria-label={t`备注`}
          autosize
          minRows={2}
          maxLength={500}
          value={record.remark ?? ''}
          onChange={(event) => {
            const value = orNull(event.currentTarget.value)
            editor.change(['remark'], (current) => ({ ...current, remark: value }))
          }}
          error={errors.remark}
          disabled={disabled}
          data-field="remark"
        />
      </Section>
      {!disabled && (
        <Group justify="space-between" className={classes.submitBar}>
          {draft.syncState === 'draft' ? (
            <Button size="md" variant="subtle" color="red" onClick={() => setRemoving(true)}>
              {t`删除草稿`}
            </Button>
          ) : (
            <span />
          )}
          <Button size="md" miw={140} onClick={() => void handleSubmit()} loading={submitting}>
            {draft.syncState === 'attention' ? t`重新提交` : t`提交`}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={removing}
        message={t`确定删除这份登记草稿？照片和签名将一并删除。`}
        onConfirm={() => void handleRemove()}
        onCancel={() => setRemoving(false)}
      />
    </Stack>
  )
}

/** The notification of a draft's submission, updated when the server answers it. */
const submittedNotice = (id: string) => `draft-submitted-${id}`

function SaveState({ status }: { status: SaveStatus }) {
  const { t } = useLingui()
  const text = { saved: t`已保存到本设备`, saving: t`保存中…`, failed: t`保存失败` }[status]
  return (
    <Text size="sm" c={status === 'failed' ? 'red' : 'dimmed'} data-save-status={status} aria-live="polite">
      {text}
    </Text>
  )
}
