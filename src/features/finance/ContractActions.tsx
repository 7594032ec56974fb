import { useState } from 'react'
import { Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { contractQueries, fetchContractPdf, terminateContract } from '@/api/contracts'
import { ReasonDialog } from '@/ui/workflow/ReasonDialog'
import { PrintPdf } from './PrintPdf'

type Look = 'link' | 'button'

/** 打印: the contract's PDF, as the parties sign it. */
export const PrintContract = ({
  contractId,
  code,
  look,
}: {
  contractId: string
  code: string
  look: Look
}) => (
  <PrintPdf
    fetchPdf={() => fetchContractPdf(contractId)}
    fileName={`${code || 'contract'}.pdf`}
    look={look}
  />
)

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
  const terminate = useMutation({
    mutationFn: (reason: string) => terminateContract(contractId, reason),
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
      {asking && (
        <ReasonDialog
          title={t`终止合同`}
          reasonLabel={t`终止原因`}
          confirmLabel={t`确认终止`}
          danger
          loading={terminate.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => terminate.mutate(reason)}
        />
      )}
    </>
  )
}
