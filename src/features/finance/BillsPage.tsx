import { useState } from 'react'
import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { bills } from '@/domain/resources'
import { OBJECT_STATE } from '@/domain/workflow/settlement'
import { usePermission } from '@/ui/reference/referenceData'
import { ResourcePage, type ResourceSelection } from '@/ui/resource/ResourcePage'
import { BillDialog } from './BillDialog'
import { SettleBatchDialog } from './SettleBatchDialog'

/**
 * 结算管理: the orders' bills are the generic page of their declaration (nobody adds or edits one: they come
 * from the lab's orders). 查看 opens the bill's own dialog, and so does 结算 on a bill waiting to be settled,
 * where its steps, payments and their confirmation are taken. 批量结算 settles the ticked bills in one action.
 */
export function BillsPage() {
  const { t } = useLingui()
  const maySettle = usePermission('bill_settle')
  const [settling, setSettling] = useState<string | null>(null)
  const [batch, setBatch] = useState<ResourceSelection | null>(null)
  return (
    <>
      <ResourcePage
        resource={bills}
        toolbar={(selection) =>
          maySettle ? (
            <Button
              size="xs"
              variant="light"
              disabled={selection.rows.length === 0}
              onClick={() => setBatch(selection)}
              data-bill-settle-batch
            >
              {t`批量结算`}
            </Button>
          ) : null
        }
        rowActions={(row) =>
          maySettle && Number(row.objectState) === OBJECT_STATE.toSettle ? (
            <Anchor component="button" size="sm" onClick={() => setSettling(row.id)} data-bill-settle>
              {t`结算`}
            </Anchor>
          ) : null
        }
        actionsWidth={110}
        editor={(props) => (
          <BillDialog
            orderId={props.opened ? props.recordId : (settling ?? undefined)}
            opened={props.opened || settling !== null}
            onClose={() => {
              setSettling(null)
              props.onClose()
            }}
          />
        )}
      />
      {batch && <SettleBatchDialog rows={batch.rows} onClose={() => setBatch(null)} onDone={batch.done} />}
    </>
  )
}
