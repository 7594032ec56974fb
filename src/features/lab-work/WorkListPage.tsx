import { useMemo, useState } from 'react'
import { Anchor, Button } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { requestBlob } from '@/api/blob'
import { resourceByCode, type ResourceDeclaration } from '@/domain/resources'
import { workListConditions, type LabWorkList, type WorkResource } from '@/domain/workflow'
import { useSession } from '@/app/useSession'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { ResourcePage, type RecordCreatorProps, type ResourceSelection } from '@/ui/resource/ResourcePage'
import { ACTION_LABELS } from './actionLabels'
import { BatchActionDialog } from './BatchActionDialog'
import { DeskOrderDialog } from './desk/DeskOrderDialog'
import { LabelPrintDialog } from './LabelPrintDialog'
import { OrderBillPanel, PrintBillLink } from './OrderBillActions'
import { OrderItemsDialog } from './OrderItemsDialog'
import { ResultsDialog } from './ResultsDialog'
import { WorkflowTrail } from './WorkflowTrail'

type Pending = { action: string; selection: ResourceSelection }

/**
 * One work list of the lab: the list of a workflow resource with the records waiting for this step,
 * the step's actions on the ticked rows, and each record's audit trail in its detail. Every list is this page
 * with another declaration (src/domain/workflow/workLists.ts).
 */
export function WorkListPage({ list }: { list: LabWorkList }) {
  const { i18n, t } = useLingui()
  const session = useSession()
  const userId = session?.account.userId ?? ''
  const resource = resourceByCode(list.resource) as ResourceDeclaration & { code: WorkResource }
  const fixed = useMemo(() => workListConditions(list.code, userId), [list.code, userId])
  const [pending, setPending] = useState<Pending | null>(null)
  const [resultsOf, setResultsOf] = useState<ResourceRecord | null>(null)
  const [itemsOf, setItemsOf] = useState<ResourceRecord | null>(null)
  const [labelFor, setLabelFor] = useState<string | null>(null)
  const labels = ACTION_LABELS[list.resource]
  const labelOf = (action: string) => (labels[action] ? i18n._(labels[action]) : action)

  const downloadPdf = async (row: ResourceRecord) => {
    const blob = await requestBlob(`/api/hm-metrology/report/pdf?id=${encodeURIComponent(row.id)}`)
    saveBlob(blob, `${String(row.reportNo ?? 'report')}.pdf`)
  }
  const downloadDcc = async (row: ResourceRecord) => {
    const blob = await requestBlob(`/api/hm-metrology/report/dcc?id=${encodeURIComponent(row.id)}`)
    saveBlob(blob, `${String(row.reportNo ?? 'report')}.dcc.xml`)
  }

  return (
    <>
      <ResourcePage
        resource={resource}
        fixed={fixed}
        // 查看 and the list's own actions: work lists have no edit or delete.
        actionsWidth={list.resource === 'lab_order' ? 240 : 150}
        // Orders are added at the reception desk (a walk-in customer); the other lists add nothing.
        {...(list.resource === 'lab_order'
          ? { creator: (props: RecordCreatorProps) => <DeskOrderDialog {...props} /> }
          : {})}
        toolbar={(selection) =>
          (list.actions as readonly string[]).map((action) => (
            <Button
              key={action}
              size="xs"
              variant="light"
              disabled={selection.rows.length === 0}
              onClick={() => setPending({ action, selection })}
              data-action={action}
            >
              {labelOf(action)}
            </Button>
          ))
        }
        rowActions={(row) => (
          <>
            {list.code === 'lab_reception' && (
              <Anchor component="button" size="sm" onClick={() => setItemsOf(row)}>
                {t`检测项目`}
              </Anchor>
            )}
            {list.resource === 'lab_order' && <PrintBillLink orderId={row.id} />}
            {list.code === 'lab_my_items' && (
              <Anchor component="button" size="sm" onClick={() => setResultsOf(row)}>
                {t`录入结果`}
              </Anchor>
            )}
            {list.resource === 'order_sample' && row.sampleNo && (
              <Anchor component="button" size="sm" onClick={() => setLabelFor(row.id)}>
                {t`打印标签`}
              </Anchor>
            )}
            {list.resource === 'lab_report' && row.reportNo && (
              <Anchor component="button" size="sm" onClick={() => void downloadPdf(row)}>
                {t`证书PDF`}
              </Anchor>
            )}
            {list.resource === 'lab_report' && row.dccSha256 && (
              <Anchor component="button" size="sm" onClick={() => void downloadDcc(row)}>
                {t`DCC`}
              </Anchor>
            )}
          </>
        )}
        detailExtras={(row) => (
          <>
            {list.resource === 'lab_order' && <OrderBillPanel orderId={row.id} />}
            <WorkflowTrail resource={list.resource} id={row.id} />
          </>
        )}
      />
      {pending && (
        <BatchActionDialog
          resource={resource}
          action={pending.action}
          label={labelOf(pending.action)}
          rows={pending.selection.rows}
          onClose={() => setPending(null)}
          onDone={pending.selection.done}
        />
      )}
      {resultsOf && <ResultsDialog item={resultsOf} onClose={() => setResultsOf(null)} />}
      {itemsOf && <OrderItemsDialog order={itemsOf} onClose={() => setItemsOf(null)} />}
      {labelFor && <LabelPrintDialog sampleIds={[labelFor]} onClose={() => setLabelFor(null)} />}
    </>
  )
}

/** The page of a work list's menu path. */
export const workListPage = (list: LabWorkList) =>
  function WorkList() {
    return <WorkListPage list={list} />
  }
