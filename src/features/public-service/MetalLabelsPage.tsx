import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { JEWEL_STATUS, metalLabels } from '@/domain/resources/jewels'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { JewelIssueDialog, JewelRevokeDialog, MetalLabelPrintDialog } from './JewelDialogs'

type Pending = { action: 'issue' | 'revoke' | 'print'; row: ResourceRecord } | null

/**
 * 贵金属标签: the labels as a resource list, and per row what its state allows: issue a draft (and
 * print its label at once), print an issued label again with its check code, revoke it.
 */
export function MetalLabelsPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const canIssue = usePermission('metal_label_issue')
  const canRevoke = usePermission('metal_label_revoke')
  const [pending, setPending] = useState<Pending>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceListKey(metalLabels.code) })
  const close = () => setPending(null)

  return (
    <>
      <ResourcePage
        resource={metalLabels}
        // Only a draft may change; an issued one is revoked instead (the server refuses the rest too).
        rowEditable={(row) => row.status === JEWEL_STATUS.draft}
        actionsWidth={280}
        rowActions={(row) => (
          <>
            {row.status === JEWEL_STATUS.draft && canIssue && (
              <Anchor component="button" size="sm" onClick={() => setPending({ action: 'issue', row })}>
                {t`签发`}
              </Anchor>
            )}
            {row.status === JEWEL_STATUS.issued && (
              <Anchor component="button" size="sm" onClick={() => setPending({ action: 'print', row })}>
                {t`打印标签`}
              </Anchor>
            )}
            {row.status === JEWEL_STATUS.issued && canRevoke && (
              <Anchor
                component="button"
                size="sm"
                c="red"
                onClick={() => setPending({ action: 'revoke', row })}
              >
                {t`撤销`}
              </Anchor>
            )}
          </>
        )}
      />
      {pending?.action === 'issue' && (
        <JewelIssueDialog kind="metalLabel" row={pending.row} onClose={close} onDone={refresh} />
      )}
      {pending?.action === 'revoke' && (
        <JewelRevokeDialog kind="metalLabel" row={pending.row} onClose={close} onDone={refresh} />
      )}
      {pending?.action === 'print' && <MetalLabelPrintDialog row={pending.row} onClose={close} />}
    </>
  )
}
