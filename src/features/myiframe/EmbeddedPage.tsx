import { Alert, Anchor, Box, Button, Code, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export type EmbeddedPageProps = { address: string | null; name?: string }

/**
 * /myiframe/{routerPath}: a web address from the menu, framed in the content area, with the address shown and
 * a button to open it in a new window (for sites that refuse to be framed).
 */
export function EmbeddedPage({ address, name }: EmbeddedPageProps) {
  const { t } = useLingui()
  if (!address) {
    return (
      <Alert
        color="orange"
        variant="light"
        title={t`无法打开该页面`}
        role="alert"
        maw={640}
        mx="auto"
        mt="lg"
      >
        <Stack gap="xs">
          <Text size="sm">{t`菜单中的网址无效，只能打开以 http:// 或 https:// 开头的地址。`}</Text>
          <Anchor component={Link} to="/wel/index" size="sm">
            {t`返回首页`}
          </Anchor>
        </Stack>
      </Alert>
    )
  }
  return (
    <Stack
      gap="xs"
      h="calc(100dvh - var(--app-shell-header-offset, 0px) - 2 * var(--app-shell-padding, 16px) - 40px)"
      mih={360}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Code
          fz="xs"
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          title={address}
        >
          {address}
        </Code>
        <Button
          component="a"
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="default"
          style={{ flexShrink: 0 }}
        >
          {t`在新窗口打开`}
        </Button>
      </Group>
      <Box
        component="iframe"
        src={address}
        title={name || address}
        style={{
          flex: 1,
          width: '100%',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 4,
          background: 'white',
        }}
        referrerPolicy="no-referrer"
      />
    </Stack>
  )
}
