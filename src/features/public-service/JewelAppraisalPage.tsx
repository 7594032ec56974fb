import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { JEWEL_STATUS, jewelAppraisals } from '@/domain/resources/jewels'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { resourceListKey } from '@/ui/resource/useResourceList'
import { JewelIssueDialog, JewelRevokeDialog, downloadAppraisalPdf } from './JewelDialogs'

type Pending = { action: 'issue' | 'revoke'; row: ResourceRecord } | null

/**
 * 珠宝鉴定证书: the appraisals as a resource list (drafts are added and edited in its form, with a
 * photo), and per row what its state allows: issue a draft, download an issued certificate, revoke it.
 */
export function JewelAppraisalPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const canIssue = usePermission('jewel_appraisal_issue')
  const canRevoke = usePermission('jewel_appraisal_revoke')
  const [pending, setPending] = useState<Pending>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceListKey(jewelAppraisals.code) })

  return (
    <>
      <ResourcePage
        resource={jewelAppraisals}
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
            {row.status !== JEWEL_STATUS.draft && (
              <Anchor
                component="button"
                size="sm"
                onClick={() => void downloadAppraisalPdf(row.id, String(row.certificateNo ?? ''))}
              >
                {t`证书PDF`}
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
        <JewelIssueDialog
          kind="appraisal"
          row={pending.row}
          onClose={() => setPending(null)}
          onDone={refresh}
        />
      )}
      {pending?.action === 'revoke' && (
        <JewelRevokeDialog
          kind="appraisal"
          row={pending.row}
          onClose={() => setPending(null)}
          onDone={refresh}
        />
      )}
    </>
  )
}
