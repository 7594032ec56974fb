import { useState } from 'react'
import { Card, Group, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/ui/links/AnchorLink'
import { errorMessage } from '@/ui/errors/errorMessage'
import { workQueries } from '@/features/shared/work/queries'
import { WorkListTable } from './WorkListTable'

const PAGE_SIZE = 20

/** /work/send (menu 我的申请): the user's own requests and their state, each with a link to its detail. */
export function SendPage() {
  const { t, i18n } = useLingui()
  const [current, setCurrent] = useState(1)
  const list = useQuery(workQueries.send({ current, size: PAGE_SIZE }))
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t`我的申请`}
        </Title>
        <AnchorLink
          to="/work/process/leave/form/$processDefinitionId"
          params={{ processDefinitionId: 'leave' }}
          size="sm"
        >
          {t`新的请假申请`}
        </AnchorLink>
      </Group>
      <WorkListTable
        page={list.data}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, i18n) : undefined}
        empty={t`暂无申请`}
        label={t`我的申请`}
        onPageChange={setCurrent}
        action={(item) => (
          <AnchorLink
            size="sm"
            to="/work/process/leave/detail/$processInstanceId/$businessId"
            params={{ processInstanceId: item.processInstanceId, businessId: item.businessId }}
          >
            {t`查看`}
          </AnchorLink>
        )}
      />
    </Card>
  )
}
