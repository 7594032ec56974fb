import { CONTRACT_STATUS } from '@/domain/billing'
import { contracts } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { PrintContract } from './ContractActions'
import { ContractEditor } from './ContractEditor'

/**
 * 合同管理: the contracts' list is the generic page of their declaration; a contract is made, changed and
 * read (with 打印 and 终止) in its own editor, since it has items; each row can be printed.
 */
export function ContractsPage() {
  return (
    <ResourcePage
      resource={contracts}
      // A terminated contract is on record: it is read, not changed.
      rowEditable={(row) => Number(row.status) === CONTRACT_STATUS.inForce}
      rowActions={(row) => <PrintContract contractId={row.id} code={String(row.code ?? '')} look="link" />}
      actionsWidth={200}
      editor={(props) => <ContractEditor {...props} />}
    />
  )
}
