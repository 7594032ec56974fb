import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { contractQueries } from '@/api/contracts'
import { CONTRACT_STATUS } from '@/domain/billing'
import { contracts, localize } from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import type { RecordEditorProps } from '@/ui/resource/ResourcePage'
import { draftOfContract, emptyContractDraft } from './contractDraft'
import { ContractForm } from './ContractForm'
import { ContractView } from './ContractView'

const EDITOR_WIDTH = 'min(1100px, 92%)'

/**
 * The contract's dialog on the list page: a new contract, one in force being changed (its terms fixed once
 * an order names it), or any contract read (查看, with 打印 and 终止). A terminated contract opens read-only.
 */
export function ContractEditor({
  recordId,
  readOnly,
  opened,
  onClose,
  onSaved,
  onChanged,
}: RecordEditorProps) {
  const { t, i18n } = useLingui()
  const contract = useQuery({
    ...contractQueries.detail(recordId ?? ''),
    enabled: opened && recordId !== undefined,
    refetchOnWindowFocus: readOnly,
  })
  const showing =
    readOnly || (contract.data !== undefined && contract.data.status !== CONTRACT_STATUS.inForce)
  const mode = recordId === undefined ? t`新增` : showing ? t`查看` : t`编辑`
  const code = contract.data?.code ? ` · ${contract.data.code}` : ''
  const title = `${localize(contracts.label, i18n.locale)} · ${mode}${recordId ? code : ''}`

  const body = () => {
    if (recordId === undefined)
      return (
        <ContractForm
          initial={emptyContractDraft()}
          termsFixed={false}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )
    if (!contract.data)
      return (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )
    if (showing) return <ContractView contract={contract.data} onChanged={onChanged} />
    return (
      <ContractForm
        key={contract.data.updateTime}
        initial={draftOfContract(contract.data)}
        termsFixed={contract.data.orderCount > 0}
        onCancel={onClose}
        onSaved={onSaved}
      />
    )
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={title} width={EDITOR_WIDTH} fullScreenOnPhone>
      {opened && body()}
    </AppDialog>
  )
}
