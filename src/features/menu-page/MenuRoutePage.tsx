import { createElement, Suspense } from 'react'
import { Anchor, Center, Code, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { findPage } from '@/features/registry'
// The registrations of the menu's pages (the route's loader imports it too, before this page renders).
import '@/features/registeredPages'

export type MenuRoutePageProps = { path: string }

/**
 * What the layout shows for a path of the user's menu: the page a feature registered for it or, for a menu
 * entry whose module is not built yet, a clear message (never a blank screen).
 */
export function MenuRoutePage({ path }: MenuRoutePageProps) {
  const Page = findPage(path)
  if (!Page) return <NoPageForMenu path={path} />
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader />
        </Center>
      }
    >
      {/* The registry keeps one lazy component per path: the same component on every render. */}
      {createElement(Page)}
    </Suspense>
  )
}

function NoPageForMenu({ path }: MenuRoutePageProps) {
  const { t } = useLingui()
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="lg">
      <Stack gap="sm" role="status">
        <Title order={2} fz={20}>
          {t`此菜单暂无页面`}
        </Title>
        <Text c="dimmed">{t`该菜单对应的功能模块尚未上线。菜单路径：`}</Text>
        <Code fz="sm" style={{ alignSelf: 'flex-start', wordBreak: 'break-all' }}>
          {path}
        </Code>
        <Anchor component={Link} to="/wel/index">
          {t`返回首页`}
        </Anchor>
      </Stack>
    </Paper>
  )
}
