import { useState } from 'react'
import { Anchor, Button, Group, Textarea } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { contractQueries, fetchContractPdf, terminateContract } from '@/api/contracts'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { AppDialog } from '@/ui/AppDialog'

type Look = 'link' | 'button'

/** 打印: the contract's PDF, as the parties sign it. */
export function PrintContract({ contractId, code, look }: { contractId: string; code: string; look: Look }) {
  const { t } = useLingui()
  const download = useMutation({
    mutationFn: () => fetchContractPdf(contractId),
    onSuccess: (blob) => saveBlob(blob, `${code || 'contract'}.pdf`),
  })
  if (look === 'link')
    return (
      <Anchor component="button" size="sm" disabled={download.isPending} onClick={() => download.mutate()}>
        {t`打印`}
      </Anchor>
    )
  return (
    <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
      {t`打印`}
    </Button>
  )
}

/** 终止: ends a contract in force early, with a reason (audited); it takes no new order from then on. */
export function TerminateContract({
  contractId,
  onDone,
}: {
  contractId: string
  onDone: () => Promise<void>
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const terminate = useMutation({
    mutationFn: () => terminateContract(contractId, reason.trim()),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: t`操作成功` })
      setAsking(false)
      await Promise.all([queryClient.invalidateQueries({ queryKey: contractQueries.all() }), onDone()])
    },
  })
  return (
    <>
      <Button color="red" variant="light" onClick={() => setAsking(true)} data-terminate-contract>
        {t`终止`}
      </Button>
      <AppDialog opened={asking} onClose={() => setAsking(false)} title={t`终止合同`} width={460}>
        <Textarea
          label={t`终止原因`}
          required
          data-autofocus
          maxLength={500}
          autosize
          minRows={2}
          value={reason}
          error={tried && !reason.trim() ? t`请填写原因` : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(false)}>
            {t`取消`}
          </Button>
          <Button
            color="red"
            loading={terminate.isPending}
            onClick={() => {
              setTried(true)
              if (reason.trim()) terminate.mutate()
            }}
          >
            {t`确认终止`}
          </Button>
        </Group>
      </AppDialog>
    </>
  )
}
