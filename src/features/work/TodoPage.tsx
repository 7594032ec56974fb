import { useState } from 'react'
import { Card, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { AnchorLink } from '@/ui/links/AnchorLink'
import { errorMessage } from '@/ui/errors/errorMessage'
import { workQueries } from '@/features/shared/work/queries'
import { WorkListTable } from './WorkListTable'

const PAGE_SIZE = 20

/** /work/todo (menu 我的待办): tasks waiting for the user, each with a link to handle it. */
export function TodoPage() {
  const { t, i18n } = useLingui()
  const [current, setCurrent] = useState(1)
  const list = useQuery(workQueries.todo({ current, size: PAGE_SIZE }))
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="lg" mb="md">
        {t`我的待办`}
      </Title>
      <WorkListTable
        page={list.data}
        loading={list.isPending}
        error={list.isError ? errorMessage(list.error, i18n) : undefined}
        empty={t`暂无待办事项`}
        label={t`我的待办`}
        onPageChange={setCurrent}
        action={(item) =>
          item.taskId ? (
            <AnchorLink
              size="sm"
              to="/work/process/leave/handle/$taskId/$processInstanceId/$businessId"
              params={{
                taskId: item.taskId,
                processInstanceId: item.processInstanceId,
                businessId: item.businessId,
              }}
            >
              {t`办理`}
            </AnchorLink>
          ) : null
        }
      />
    </Card>
  )
}
