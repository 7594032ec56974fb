import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { notifications } from '@mantine/notifications'
import { contractFromQuote, contractQueries } from '@/api/contracts'
import { QUOTE_EXAMINE, QUOTE_STATUS } from '@/domain/billing'
import { contracts } from '@/domain/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { resourceListKey } from '@/ui/resource/useResourceList'

export type MakeContractProps = {
  quote: { id: string; examineStatus?: unknown; status?: unknown }
  look: 'link' | 'button'
}

/**
 * 生成合同: a list contract from a reviewed quote still usable, at its net unit prices; offered to whoever
 * makes contracts. The server refuses a prospective customer's quote (register the customer first).
 */
export function MakeContract({ quote, look }: MakeContractProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const mayAdd = usePermission('contract_add')
  const make = useMutation({
    mutationFn: () => contractFromQuote(quote.id),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractQueries.detail(contract.id).queryKey, contract)
      notifications.show({ color: 'green', message: t`已生成合同 ${contract.code}` })
      await queryClient.invalidateQueries({ queryKey: resourceListKey(contracts.code) })
    },
  })
  const offered =
    mayAdd &&
    Number(quote.examineStatus) === QUOTE_EXAMINE.reviewed &&
    Number(quote.status) === QUOTE_STATUS.usable
  if (!offered) return null
  if (look === 'link')
    return (
      <Anchor
        component="button"
        size="sm"
        disabled={make.isPending}
        onClick={() => make.mutate()}
        data-make-contract
      >
        {t`生成合同`}
      </Anchor>
    )
  return (
    <Button variant="light" loading={make.isPending} onClick={() => make.mutate()} data-make-contract>
      {t`生成合同`}
    </Button>
  )
}
