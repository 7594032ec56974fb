import { useState } from 'react'
import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { bookingFor } from '@/features/pickup/booking'
import { BookPickupDialog } from '@/features/pickup/BookPickupDialog'
import { pickupQueries } from '@/features/pickup/queries'
import { dueState, isDue } from './dueState'
import { InstrumentCard } from './InstrumentCard'
import { instrumentBooking, type BookedInstrument } from './instrumentBooking'
import { PagedCards } from './PagedCards'
import { PortalPage } from './PortalPage'
import { portalQueries } from './queries'
import { textOf } from './record'
import { useLabToday } from '@/app/useLabToday'

/**
 * 我的器具 (/portal/instruments): her customer's instruments, the soonest due first; the overdue and those due
 * within 30 days are marked and can be booked for a pickup (预约取件), one or all together.
 */
export function MyInstrumentsPage() {
  const { t } = useLingui()
  return (
    <PortalPage title={t`我的器具`}>
      <InstrumentList />
    </PortalPage>
  )
}

const booked = (instrument: ResourceRecord): BookedInstrument => ({
  name: textOf(instrument, 'name'),
  factoryNumber: textOf(instrument, 'factoryNumber') || null,
})

function InstrumentList() {
  const { t } = useLingui()
  const offline = useIsOffline()
  const query = useInfiniteQuery(portalQueries.instruments())
  // Her booking defaults (company, name, phone), as 我的预约 starts from them.
  const booker = useQuery(pickupQueries.mine()).data?.booker
  const [booking, setBooking] = useState<BookedInstrument[] | null>(null)
  const today = useLabToday()
  const records = query.data?.pages.flatMap((page) => page.records) ?? []
  const states = new Map(records.map((record) => [record.id, dueState(textOf(record, 'nextDueDate'), today)]))
  const due = records.filter((record) => isDue(states.get(record.id) ?? 'undated'))
  const overdue = due.filter((record) => states.get(record.id) === 'overdue').length
  const dueCount = due.length
  const soon = dueCount - overdue
  const canBook = !offline && booker !== undefined

  return (
    <>
      {dueCount > 0 && (
        <Alert color={overdue > 0 ? 'red' : 'orange'} variant="light">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t`${overdue} 件已超期，${soon} 件30天内到期。到期前送检，可避免器具超期使用。`}</Text>
            {dueCount > 1 && (
              <Button size="md" onClick={() => setBooking(due.map(booked))} disabled={!canBook}>
                {plural(dueCount, { one: '预约全部 # 件到期器具', other: '预约全部 # 件到期器具' })}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {offline && (
        <Alert color="yellow" variant="light">
          {t`当前离线：预约取件需要联网。`}
        </Alert>
      )}
      <PagedCards query={query} empty={t`暂无器具`}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
            {list.map((instrument) => (
              <InstrumentCard
                key={instrument.id}
                instrument={instrument}
                state={states.get(instrument.id) ?? 'undated'}
                today={today}
                canBook={canBook}
                onBook={() => setBooking([booked(instrument)])}
              />
            ))}
          </SimpleGrid>
        )}
      </PagedCards>
      {booker && (
        <BookPickupDialog
          opened={booking !== null}
          booker={{ kind: 'customer', initial: instrumentBooking(bookingFor(booker), booking ?? []) }}
          onClose={() => setBooking(null)}
        />
      )}
    </>
  )
}
