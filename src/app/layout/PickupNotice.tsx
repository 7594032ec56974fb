import { useEffect, useState } from 'react'
import { CloseButton, Group, Paper, Text, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { PICKUP_ACCEPT_PERMISSION, PICKUP_ACCEPTANCE_PATH, PICKUP_NOTICE_MS } from '@/domain/constants'
import { LAB_TIME_ZONE } from '@/domain/labClock'
import { sessionIdentity } from '@/app/session'
import { usePermission } from '@/app/startup/usePermission'
import { useAfterFirstPaint } from '@/app/startup/afterFirstPaint'
import { useSession } from '@/app/useSession'
import { IconClock } from '@/ui/icons'
import classes from './PickupNotice.module.css'
import { pickupQueries, type PickupNoticeItem } from './pickupQueries'

/** The identity the notice was last shown to: once per app start and per sign-in. */
let shownTo: string | null = null

/**
 * The pickup notice (spec §1, §2): a card at the top of the page, which it moves down rather than covering
 * any of it (the pager, the last rows, a form on a tablet); staff who accept pickups (their grant, pickup_accept) see the coming
 * pickup appointments after signing in; it hides itself after 5 seconds; an entry opens the acceptance page.
 */
export function PickupNotice() {
  const session = useSession()
  const identity = sessionIdentity()
  // The grants arrive after the menu: the notice waits for them rather than for a role's name.
  const mayAccept = usePermission(PICKUP_ACCEPT_PERMISSION)
  const [unseen] = useState(() => identity !== shownTo)
  const due = session !== null && mayAccept && unseen
  const { data } = useQuery({ ...pickupQueries.notice(identity), enabled: due })
  const items = data ?? []
  const [hidden, setHidden] = useState(false)
  // A popup over the page, not part of it: it comes once the shell and the page are painted (its time
  // format alone, Intl's first pattern for the locale, took 20-40 ms of the offline cold start).
  const painted = useAfterFirstPaint()
  const visible = painted && due && !hidden && items.length > 0

  useEffect(() => {
    if (!visible) return
    shownTo = identity
    const timer = window.setTimeout(() => setHidden(true), PICKUP_NOTICE_MS)
    return () => window.clearTimeout(timer)
  }, [visible, identity])

  if (!visible) return null
  return <NoticeCard items={items} onClose={() => setHidden(true)} />
}

type NoticeCardProps = { items: readonly PickupNoticeItem[]; onClose: () => void }

const timeFormats = new Map<string, Intl.DateTimeFormat>()

/** Appointments are on the lab's clock, whatever the zone the tablet is set to. One format per language. */
function noticeTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en', {
      timeZone: LAB_TIME_ZONE,
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    })
    timeFormats.set(locale, format)
  }
  return format
}

function NoticeCard({ items, onClose }: NoticeCardProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const time = noticeTimeFormat(i18n.locale)
  const handleOpen = () => {
    onClose()
    router.history.push(PICKUP_ACCEPTANCE_PATH)
  }
  return (
    <Paper className={classes.card} withBorder role="region" aria-label={t`取件预约提醒`}>
      <Group justify="space-between" className={classes.head} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} />
          <Text fw={600} size="sm">
            {t`取件预约提醒`}
          </Text>
        </Group>
        <CloseButton size="sm" className={classes.close} aria-label={t`关闭`} onClick={onClose} />
      </Group>
      <div className={classes.list}>
        {items.map((item) => (
          <UnstyledButton key={item.id} className={classes.item} onClick={handleOpen}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={500} truncate>
                {item.customerName}
              </Text>
              <Text size="xs" c="dimmed" className={classes.nowrap}>
                {time.format(new Date(item.pickupTime))}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t`取件单号：${item.pickupNo}`} · {t`仪器数量：${item.instrumentCount}`}
            </Text>
          </UnstyledButton>
        ))}
      </div>
    </Paper>
  )
}
