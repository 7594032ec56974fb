import { useState } from 'react'
import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/api/envelope'
import { stepLabelApplication, type LabelApplication, type LabelApplyStep } from '@/api/labelApply'
import { usePermission } from '@/app/startup/usePermission'
import { LABEL_APPLY_STATE } from '@/domain/labelApply'
import { AppDialog } from '@/ui/AppDialog'
import { Fact } from '@/ui/layout/Fact'
import { LinesTable } from './LinesTable'
import { labelApplyQueries } from './queries'
import { REASON_REQUIRED, STATE_COLORS, STATE_LABELS } from './states'
import { VerificationLabelsDialog } from './VerificationLabelsDialog'

export type ApplicationViewProps = {
  id: string | undefined
  onClose: () => void
  /** After a step: the list reloads (the dialog stays open on the new state). */
  onChanged: () => Promise<void>
}

/**
 * One application: its facts, its labels (numbered once issued), and the steps the reader may take in its
 * state: submit it again, approve or refuse it with a reason, issue its labels, print them.
 */
export function ApplicationView({ id, onClose, onChanged }: ApplicationViewProps) {
  const { t } = useLingui()
  const detail = useQuery({ ...labelApplyQueries.detail(id ?? ''), enabled: id !== undefined })
  return (
    <AppDialog opened={id !== undefined} onClose={onClose} title={t`标签申领`} width={760} fullScreenOnPhone>
      {detail.data ? (
        <ApplicationBody application={detail.data} onChanged={onChanged} />
      ) : (
        <Loader size="sm" />
      )}
    </AppDialog>
  )
}

function ApplicationBody({
  application,
  onChanged,
}: {
  application: LabelApplication
  onChanged: () => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const canAdd = usePermission('label_apply_add')
  const canApplyOwn = usePermission('my_label_apply')
  const may = {
    apply: canAdd || canApplyOwn,
    decide: usePermission('label_apply_approve'),
    issue: usePermission('label_apply_issue'),
    print: usePermission('label_apply_view'),
  }
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<LabelApplyStep | null>(null)
  const [printing, setPrinting] = useState(false)
  const open = new Set(application.actions)

  const handleStep = async (step: LabelApplyStep) => {
    if (step === 'refuse' && !reason.trim()) {
      setProblem(i18n._(REASON_REQUIRED))
      return
    }
    setBusy(step)
    setProblem(null)
    try {
      await stepLabelApplication(step, application.id, reason.trim())
      await queryClient.invalidateQueries({ queryKey: labelApplyQueries.all() })
      await onChanged()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      setProblem(error.message)
    } finally {
      setBusy(null)
    }
  }

  const state = STATE_LABELS[application.status]
  return (
    <Stack gap="sm" data-label-application={application.applyNo}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t`申领单号`} value={application.applyNo} />
        <Fact
          label={t`状态`}
          value={
            <Badge color={STATE_COLORS[application.status] ?? 'gray'} data-label-apply-state="">
              {state ? i18n._(state) : String(application.status)}
            </Badge>
          }
        />
        <Fact label={t`申领人`} value={application.applicantName} />
        <Fact label={t`审批人`} value={application.approverName} />
        <Fact label={t`退回原因`} value={application.refuseReason} />
        <Fact label={t`备注`} value={application.remark} />
      </SimpleGrid>
      <LinesTable lines={application.lines} />
      {open.has('refuse') && may.decide && (
        <Textarea
          label={t`退回原因`}
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      {problem && (
        <Alert color="red" variant="light">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        {open.has('submit') && may.apply && (
          <Button loading={busy === 'apply'} onClick={() => void handleStep('apply')}>
            {t`提交申领`}
          </Button>
        )}
        {open.has('refuse') && may.decide && (
          <Button
            color="red"
            variant="light"
            loading={busy === 'refuse'}
            onClick={() => void handleStep('refuse')}
          >
            {t`退回`}
          </Button>
        )}
        {open.has('approve') && may.decide && (
          <Button loading={busy === 'approve'} onClick={() => void handleStep('approve')}>
            {t`批准`}
          </Button>
        )}
        {open.has('issue') && may.issue && (
          <Button loading={busy === 'issue'} onClick={() => void handleStep('issue')}>
            {t`发放标签`}
          </Button>
        )}
        {application.status === LABEL_APPLY_STATE.issued && may.print && (
          <Button variant="light" onClick={() => setPrinting(true)}>
            {t`打印标签`}
          </Button>
        )}
      </Group>
      {printing && (
        <VerificationLabelsDialog
          ids={[application.id]}
          count={application.labelCount}
          onClose={() => setPrinting(false)}
        />
      )}
    </Stack>
  )
}
