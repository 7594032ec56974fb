import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { routePlanQueries } from '@/api/routePlans'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { RouteCard } from './RouteCard'
import { useLabToday } from '@/app/useLabToday'

/**
 * 我的路线: the routes the signed-in pickup person drives today, nodes and appointments in order with their
 * addresses and phones. The answer is kept in the persisted query cache, so on the road with no signal the
 * tablet still shows it as last read.
 */
export function MyRoutesPage() {
  const { t } = useLingui()
  const offline = useIsOffline()
  const today = useLabToday()
  const routes = useQuery(routePlanQueries.mine(today))
  // What the registrations of the road pick their vehicle and driver from, read before leaving the signal.
  useQuery(routePlanQueries.trafficChoices())
  return (
    <Stack gap="sm" p="md" maw={900} data-my-routes>
      <Title order={3}>{t`我的路线`}</Title>
      <Text size="sm" c="dimmed">
        {today}
      </Text>
      {offline && (
        <Alert color="yellow" data-my-routes-offline>
          {t`当前离线，显示的是上次同步的路线`}
        </Alert>
      )}
      {routes.isPending && !routes.data ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : (routes.data ?? []).length === 0 ? (
        <Text c="dimmed">{t`今天没有安排给您的路线`}</Text>
      ) : (
        (routes.data ?? []).map((route) => <RouteCard key={route.id} route={route} />)
      )}
    </Stack>
  )
}
