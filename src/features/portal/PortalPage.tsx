import type { ReactNode } from 'react'
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { CUSTOMER_LINK } from '@/domain/resources'
import { NotLinkedNotice } from './NotLinkedNotice'
import classes from './portal.module.css'
import { portalQueries } from './queries'

export type PortalPageProps = {
  title: string
  /** The page's records, shown once the lab has linked her account to its customer. */
  children: ReactNode
}

/**
 * The frame of a portal page (我的服务): its title, the customer the account speaks for, and the page's records;
 * until the lab has linked the account, a plain word of why there is nothing to see (the server would show
 * nothing anyway: her data scope is her linked customer's).
 */
export function PortalPage({ title, children }: PortalPageProps) {
  const { t } = useLingui()
  const account = useQuery(portalQueries.link()).data
  const customerName = account?.linkState === CUSTOMER_LINK.linked ? (account.customerName ?? '') : ''
  return (
    <Stack gap="md" className={classes.page}>
      <Stack gap={2}>
        <Title order={2} fz="lg">
          {title}
        </Title>
        {customerName && (
          <Text size="sm" c="dimmed" className={classes.wrap}>
            {t`客户：${customerName}`}
          </Text>
        )}
      </Stack>
      <LinkedOnly>{children}</LinkedOnly>
    </Stack>
  )
}

/** The page's records once her account is linked; a loader, a retry or the reason otherwise. */
function LinkedOnly({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const link = useQuery(portalQueries.link())
  if (link.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    )
  }
  if (link.isError) {
    return (
      <Alert color="red" variant="light" title={t`无法读取账号的关联状态`}>
        <Button size="md" variant="light" mt="xs" onClick={() => void link.refetch()}>
          {t`重试`}
        </Button>
      </Alert>
    )
  }
  if (link.data?.linkState !== CUSTOMER_LINK.linked) {
    return <NotLinkedNotice linkState={link.data?.linkState ?? null} />
  }
  return children
}
