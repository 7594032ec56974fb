import { useState } from 'react'
import { Button, Group, SimpleGrid } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import type { ResourcePage } from '@/api/resources'
import { labelApplies, type SearchPayload } from '@/domain/resources'
import { ApplicationView, NewApplicationDialog } from '@/features/shared/label-apply'
import { fetchPortalPage } from './api'
import { LabelApplicationCard } from './LabelApplicationCard'
import { PagedCards } from './PagedCards'
import { PortalPage } from './PortalPage'
import { PORTAL_PAGE_SIZE, portalQueries } from './queries'

/** Her applications, newest first (the server confines them to her customer). */
const PAYLOAD: SearchPayload = { searchType: 'N', descs: 'createTime' }

const applicationsQuery = infiniteQueryOptions({
  queryKey: [...portalQueries.lists(), 'label-apply'] as const,
  queryFn: ({ pageParam }) =>
    fetchPortalPage(labelApplies, PAYLOAD, { current: pageParam, size: PORTAL_PAGE_SIZE }),
  initialPageParam: 1,
  getNextPageParam: (last: ResourcePage) => (last.current < last.pages ? last.current + 1 : undefined),
})

/**
 * 标签申领 in the customer's portal (/portal/label-apply): she applies for labels for her instruments whose
 * certificates passed and follows her applications (submitted, approved, refused with the lab's reason,
 * issued with the labels' numbers), as cards a phone reads.
 */
export function MyLabelApplyPage() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(applicationsQuery)
  const [applying, setApplying] = useState(false)
  const [open, setOpen] = useState<string | undefined>(undefined)
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicationsQuery.queryKey })
  return (
    <PortalPage title={t`标签申领`}>
      <Group>
        <Button size="md" onClick={() => setApplying(true)}>
          {t`申领标签`}
        </Button>
      </Group>
      <PagedCards query={query} empty={t`暂无标签申领`}>
        {(records) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
            {records.map((application) => (
              <LabelApplicationCard
                key={application.id}
                application={application}
                onOpen={() => setOpen(application.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </PagedCards>
      <NewApplicationDialog
        opened={applying}
        pickCustomer={false}
        onClose={() => setApplying(false)}
        onSaved={async () => {
          setApplying(false)
          await refresh()
        }}
      />
      <ApplicationView id={open} onClose={() => setOpen(undefined)} onChanged={refresh} />
    </PortalPage>
  )
}
