import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import { BACKGROUND } from '@/api/requestFlags'
import { useSession } from '@/app/useSession'
import { HOME_NOTICE_COUNT } from '@/domain/boot'
import { labDayOf } from '@/domain/labClock'
import { publicNoticeUrl } from '@/domain/resources/notices'

/** How many notices the home shows (a start-up answer: src/domain/boot.ts). */
const LATEST = HOME_NOTICE_COUNT

/**
 * The latest released notices (spec §7 POST /api/blade-desk/notice/releaseInfoPage): background work, so no
 * loading overlay and no error toast (the card just stays hidden). Kept under the home page's key root, so an offline start shows the last ones.
 */
const latestNotices = () =>
  queryOptions({
    queryKey: ['home', 'notices', LATEST] as const,
    queryFn: () =>
      unwrapEnvelope(
        api.POST('/api/blade-desk/notice/releaseInfoPage', {
          params: { query: { current: 1, size: LATEST } },
          body: {},
          headers: BACKGROUND,
        }),
      ),
    staleTime: 60_000,
  })

/** 公告 on the staff home: the latest released notices, each opening its public page; nothing when none. */
export function NoticeCard() {
  const { t } = useLingui()
  const session = useSession()
  const latest = useQuery(latestNotices())
  const records = latest.data?.records ?? []
  if (records.length === 0) return null

  return (
    <Card component="section" aria-label={t`公告`} withBorder radius="md" padding="md">
      <Title order={3} fz="lg" mb="sm">
        {t`公告`}
      </Title>
      <Stack gap={6}>
        {records.map((notice) => (
          <Group key={notice.id} justify="space-between" wrap="nowrap" gap="md">
            <Anchor
              href={publicNoticeUrl(notice.id, session?.account.tenantId)}
              target="_blank"
              rel="noopener"
              truncate
              data-testid="home-notice"
            >
              {notice.title}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
              {labDayOf(new Date(notice.releaseTime))}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}
