import { useState } from 'react'
import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { saveLabelApplication } from '@/api/labelApply'
import { ApiError } from '@/api/envelope'
import { AppDialog } from '@/ui/AppDialog'
import { CandidatePicker } from './CandidatePicker'
import { labelApplyQueries } from './queries'
import { EMPTY_CHOICE } from './states'

export type NewApplicationDialogProps = {
  opened: boolean
  /** Staff choose the customer; a customer applies for her own. */
  pickCustomer: boolean
  onClose: () => void
  onSaved: () => Promise<void>
}

/** 申领标签: the customer (staff only), the instruments to label, a remark; kept as a draft or submitted. */
export function NewApplicationDialog({ opened, pickCustomer, onClose, onSaved }: NewApplicationDialogProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const customers = useQuery({ ...labelApplyQueries.customers(), enabled: opened && pickCustomer })
  const [customerId, setCustomerId] = useState<string | null>(null)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const handleClose = () => {
    setChosen(new Set())
    setRemark('')
    setProblem(null)
    onClose()
  }

  const handleSave = async (submit: boolean) => {
    if (chosen.size === 0) {
      setProblem(i18n._(EMPTY_CHOICE))
      return
    }
    setSaving(true)
    setProblem(null)
    try {
      await saveLabelApplication({
        reportIds: [...chosen],
        submit,
        ...(customerId ? { customerId } : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
      })
      await queryClient.invalidateQueries({ queryKey: labelApplyQueries.all() })
      setChosen(new Set())
      setRemark('')
      await onSaved()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      setProblem(error.message)
    } finally {
      setSaving(false)
    }
  }

  return (
    <AppDialog opened={opened} onClose={handleClose} title={t`申领标签`} width={760} fullScreenOnPhone>
      <Stack gap="sm">
        {pickCustomer && (
          <Select
            label={t`客户`}
            placeholder={t`全部客户`}
            searchable
            clearable
            data={(customers.data ?? []).map((entry) => ({ value: entry.id, label: entry.name }))}
            value={customerId}
            onChange={(value) => {
              setCustomerId(value)
              setChosen(new Set())
            }}
          />
        )}
        <CandidatePicker customerId={customerId ?? undefined} selected={chosen} onChange={setChosen} />
        <Textarea
          label={t`备注`}
          maxLength={500}
          autosize
          minRows={2}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" variant="light" data-label-apply-problem="">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={handleClose}>
            {t`取消`}
          </Button>
          <Button variant="light" loading={saving} onClick={() => void handleSave(false)}>
            {t`保存草稿`}
          </Button>
          <Button loading={saving} onClick={() => void handleSave(true)}>
            {t`提交申领（${chosen.size}）`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}
