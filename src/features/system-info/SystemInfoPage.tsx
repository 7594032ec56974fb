import type { ReactNode } from 'react'
import { Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useNetwork, useViewportSize } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSession } from '@/app/useSession'
import { errorMessage } from '@/ui/errors/errorMessage'
import { version as appVersion } from '../../../package.json'
import { systemInfoQueries } from '@/features/shared/systemInfoQueries'
import { screenClass } from './screenClass'

/** /test/index: what support asks for — the app's build, the server's health, and this browser. */
export function SystemInfoPage() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const health = useQuery(systemInfoQueries.health())
  const viewport = useViewportSize()
  const network = useNetwork()

  const serverState = health.isPending ? (
    <Badge color="gray">{t`检查中`}</Badge>
  ) : health.isError ? (
    <Badge color="red">{t`无法连接`}</Badge>
  ) : (
    <Badge color="teal">{t`正常`}</Badge>
  )

  const app: Row[] = [
    [t`应用版本`, appVersion],
    [t`构建模式`, import.meta.env.MODE],
    [t`界面语言`, i18n.locale],
    [t`租户`, session?.account.tenantId],
    [t`账号`, session?.account.account],
  ]
  const server: Row[] = [
    [t`状态`, serverState],
    [t`服务名称`, health.data?.title],
    [t`接口版本`, health.data?.version],
    [t`响应时间`, health.data ? `${health.data.responseMs} ms` : undefined],
    [t`错误信息`, health.isError ? errorMessage(health.error, i18n) : undefined],
  ]
  const browser: Row[] = [
    [t`浏览器`, navigator.userAgent],
    [t`窗口尺寸`, `${viewport.width} × ${viewport.height} (${screenClass(viewport.width)})`],
    [t`网络`, network.online ? t`在线` : t`离线`],
    [t`页面地址`, window.location.origin],
  ]

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          {t`系统信息`}
        </Title>
        <Button variant="default" onClick={() => void health.refetch()} loading={health.isFetching}>
          {t`重新检查`}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InfoCard title={t`应用`} rows={app} />
        <InfoCard title={t`服务器`} rows={server} />
      </SimpleGrid>
      <InfoCard title={t`浏览器`} rows={browser} />
    </Stack>
  )
}

type Row = [label: string, value: ReactNode]

function InfoCard({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders={false} aria-label={title}>
        <Table.Tbody>
          {rows
            .filter(([, value]) => value !== undefined && value !== '')
            .map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={120}>{label}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Text size="sm" component="div">
                    {value}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Card>
  )
}
