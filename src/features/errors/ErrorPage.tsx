import type { ReactNode } from 'react'
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Brand } from '@/app/Brand'
import { ERROR_PAGES, type ErrorStatus } from './errorPages'

export type ErrorPageProps = {
  status: ErrorStatus
  /** More about what went wrong (e.g. the message of an error caught while showing a page). */
  detail?: ReactNode
}

/** /404, /403, /500 (spec §2), and what a page that failed to show falls back to: status, sentence, way home. */
export function ErrorPage({ status, detail }: ErrorPageProps) {
  const { t, i18n } = useLingui()
  const text = ERROR_PAGES[status]
  return (
    <Center mih="100dvh" px="md" bg="gray.0">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Brand />
        <Text fz={{ base: 72, sm: 96 }} fw={800} c="brand.5" lh={1} aria-hidden>
          {status}
        </Text>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {i18n._(text.title)}
        </Title>
        <Text c="dimmed">{i18n._(text.sentence)}</Text>
        {detail && (
          <Text size="sm" c="red.8" style={{ wordBreak: 'break-word' }}>
            {detail}
          </Text>
        )}
        <Group gap="sm" mt="sm">
          <Button component={Link} to="/">
            {t`返回首页`}
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
