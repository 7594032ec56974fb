import { useState } from 'react'
import { Anchor, Tabs } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import type { Containment, ReviewOutcome } from '@/api/standards/types'
import { certificateReviews } from '@/domain/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { CloseReviewDialog } from './CloseReviewDialog'
import { ContainmentList } from './ContainmentList'
import { SuspectsDialog } from './SuspectsDialog'

type Closing = { id: string; certificateNo: string; outcome: ReviewOutcome }

/** The reviews' list under the tab bar and this page's own tabs. */
const REVIEWS_HEIGHT = 'max(360px, calc(100dvh - var(--app-shell-header-offset, 0px) - 190px))'

/**
 * 证书复核: the devices found wrong and the certificates issued with them (追溯事件), of which the quality office
 * marks those to review; and the reviews (复核记录), each with what its customer was told, ended by 确认有效 or
 * 撤销 with a reason.
 */
export function CertificateReviewsPage() {
  const { t } = useLingui()
  const mayClose = usePermission('certificate_review_close')
  const [tab, setTab] = useState<string | null>('containments')
  const [opened, setOpened] = useState<Containment | null>(null)
  const [closing, setClosing] = useState<Closing | null>(null)

  const close = (row: ResourceRecord, outcome: ReviewOutcome) =>
    setClosing({ id: row.id, certificateNo: String(row.certificateNo ?? ''), outcome })

  return (
    <>
      <Tabs value={tab} onChange={setTab} keepMounted={false} p="xs" data-certificate-reviews>
        <Tabs.List mb="xs">
          <Tabs.Tab value="containments">{t`追溯事件`}</Tabs.Tab>
          <Tabs.Tab value="reviews">{t`复核记录`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="containments">
          <ContainmentList onOpen={setOpened} />
        </Tabs.Panel>
        <Tabs.Panel value="reviews">
          <ResourcePage
            resource={certificateReviews}
            height={REVIEWS_HEIGHT}
            rowEditable={() => false}
            rowActions={(row) =>
              mayClose && row.state === 'open' ? (
                <>
                  <Anchor component="button" size="sm" onClick={() => close(row, 'confirmed')}>
                    {t`确认有效`}
                  </Anchor>
                  <Anchor component="button" size="sm" c="red" onClick={() => close(row, 'revoked')}>
                    {t`撤销`}
                  </Anchor>
                </>
              ) : null
            }
          />
        </Tabs.Panel>
      </Tabs>
      <SuspectsDialog containment={opened} onClose={() => setOpened(null)} />
      {closing && <CloseReviewDialog review={closing} onClose={() => setClosing(null)} />}
    </>
  )
}
