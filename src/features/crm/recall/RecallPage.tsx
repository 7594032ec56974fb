import { useState } from 'react'
import { Alert, Group, Loader, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { errorMessage } from '@/ui/errors/errorMessage'
import { ChoiceSwitch } from '@/ui/layout/ChoiceSwitch'
import { PagePagination } from '@/ui/layout/PagePagination'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { recallQueries } from './recallApi'
import { RecallDialogs } from './RecallDialogs'
import { RecallRowActions } from './RecallRowActions'
import { RecallTable } from './RecallTable'
import { useRecallActions } from './useRecallActions'
import { windowChoices } from './recallWindow'

const PAGE_SIZE = 20
/** Typing settles before the list is asked again. */
const KEYWORD_DEBOUNCE_MS = 300

/**
 * 到期提醒 (/crm/recall): the customers' instruments falling due within the window (the lab's recall.noticeDays
 * until another is picked) or overdue, soonest first, with whether the customer was reminded; from a row,
 * reception books the pickup or makes the quote of the recalibration.
 */
export function RecallPage() {
  const { t, i18n } = useLingui()
  const phone = useScreenSize() === 0
  const offline = useIsOffline()
  const [typed, setTyped] = useState('')
  const [keyword] = useDebouncedValue(typed.trim(), KEYWORD_DEBOUNCE_MS)
  // Null until the user picks one: the lab's own window, as the server answers it.
  const [picked, setPicked] = useState<number | null>(null)
  const [current, setCurrent] = useState(1)
  const list = useQuery(
    recallQueries.list({
      current,
      size: PAGE_SIZE,
      ...(picked === null ? {} : { days: picked }),
      ...(keyword ? { keyword } : {}),
    }),
  )
  const actions = useRecallActions()
  const page = list.data
  const days = picked ?? page?.days
  const options = windowChoices(page?.days).map((value) => ({
    value: String(value),
    label: t`${value} 天内`,
  }))
  const mayAct = actions.allowed.book || actions.allowed.quote

  const handleKeyword = (value: string) => {
    setTyped(value)
    setCurrent(1)
  }
  const handleWindow = (value: string) => {
    setPicked(Number(value))
    setCurrent(1)
  }

  return (
    <Stack gap="md" p="md" data-recall>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group wrap="wrap" gap="sm" style={phone ? { width: '100%' } : undefined}>
          <TextInput
            aria-label={t`关键字`}
            placeholder={t`客户、器具名称或出厂编号`}
            value={typed}
            onChange={(event) => handleKeyword(event.currentTarget.value)}
            w={phone ? '100%' : 260}
            data-recall-keyword
          />
          {days !== undefined && (
            <ChoiceSwitch
              value={String(days)}
              onChange={handleWindow}
              options={options}
              label={t`到期范围`}
              phone={phone}
              data-recall-window
            />
          )}
        </Group>
        {page && <Total total={page.total} days={page.days} />}
      </Group>
      {offline && (
        <Alert color="yellow" variant="light">
          {t`当前离线：到期提醒需要联网。`}
        </Alert>
      )}
      {list.isError && <Alert color="red">{errorMessage(list.error, i18n)}</Alert>}
      {list.isPending ? (
        <Loader size="sm" />
      ) : (
        page && (
          <RecallTable
            rows={page.records}
            phone={phone}
            empty={keyword ? t`没有符合条件的到期器具` : t`这段时间内没有到期的客户器具`}
            actions={
              mayAct
                ? (row) => (
                    <RecallRowActions
                      row={row}
                      allowed={actions.allowed}
                      preparing={actions.preparing?.id === row.instrumentId ? actions.preparing.action : null}
                      disabled={
                        offline || (actions.preparing !== null && actions.preparing.id !== row.instrumentId)
                      }
                      onAction={(action) => actions.open(row, action)}
                    />
                  )
                : undefined
            }
          />
        )
      )}
      {page && (
        <PagePagination
          total={page.total}
          size={page.size}
          value={current}
          onChange={setCurrent}
          phone={phone}
        />
      )}
      <RecallDialogs opened={actions.opened} onClose={actions.close} />
    </Stack>
  )
}

/** How many instruments the window holds (all pages), and the window. */
function Total({ total, days }: { total: number; days: number }) {
  const { t } = useLingui()
  return (
    <Text size="sm" c="dimmed" data-recall-total>
      {t`共 ${total} 件：${days} 天内到期或已过期`}
    </Text>
  )
}
