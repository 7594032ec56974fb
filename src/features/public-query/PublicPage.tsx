import { Anchor, Box, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Brand } from '@/app/Brand'
import { LanguageSwitch } from '@/app/LanguageSwitch'
import { PUBLIC_PAGES, type PublicPageKey } from './publicPages'

export type PublicPageProps = { page: PublicPageKey }

/**
 * One page for every public query route of spec §2: its title, what it offers and, until the query itself is
 * built, a clear "not yet available" state. Laid out for a phone first.
 */
export function PublicPage({ page }: PublicPageProps) {
  const { t, i18n } = useLingui()
  const text = PUBLIC_PAGES[page]
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        justify="space-between"
        px="md"
        py="sm"
        bg="white"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Brand />
        <LanguageSwitch />
      </Group>
      <Container size="sm" px="md" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {i18n._(text.title)}
            </Title>
            <Text c="dimmed" mt={6}>
              {i18n._(text.summary)}
            </Text>
          </div>
          <Paper withBorder radius="md" p="lg" role="status">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="xl" variant="light" color="orange" aria-hidden>
                <ClockIcon />
              </ThemeIcon>
              <div>
                <Text fw={600}>{t`该查询暂未开放`}</Text>
                <Text size="sm" c="dimmed" mt={4}>
                  {t`此查询服务正在建设中，开放后即可在此页面使用，无需登录。如需帮助，请联系检测机构。`}
                </Text>
              </div>
            </Group>
          </Paper>
          <Group gap="lg">
            <Anchor component={Link} to="/searchIndex" size="sm">
              {t`查询服务首页`}
            </Anchor>
            <Anchor component={Link} to="/login" size="sm">
              {t`员工登录`}
            </Anchor>
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}

function ClockIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}
