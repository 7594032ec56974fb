import { useState } from 'react'
import { Button, Collapse, Group, Loader, Paper, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { labDateTime } from '@/domain/labClock'
import { IconChevronDown } from '@/ui/icons'
import { DictStateBadge } from './DictStateBadge'
import classes from './portal.module.css'
import { portalQueries } from './queries'
import { SampleList } from './SampleList'
import { textOf } from './record'

export type OrderCardProps = { order: ResourceRecord }

/** One of her orders: number, date, state and how many instruments; it opens to each instrument's state. */
export function OrderCard({ order }: OrderCardProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const samples = useQuery(portalQueries.samples(order.id))
  const orderNo = textOf(order, 'orderNo')
  const registered = labDateTime(textOf(order, 'createTime')).slice(0, 10)
  const count = samples.data?.total ?? 0
  const records = samples.data?.records ?? []
  const listed = records.length
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} data-order-id={order.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} className={classes.wrap}>
          {t`委托单号 ${orderNo}`}
        </Text>
        <DictStateBadge dict="order_status" value={textOf(order, 'status')} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t`登记日期 ${registered}`}</Text>
        <Text size="sm" c="dimmed" aria-hidden>
          ·
        </Text>
        {samples.data ? (
          <Text size="sm" data-instrument-count={count}>
            {plural(count, { one: '器具 # 件', other: '器具 # 件' })}
          </Text>
        ) : samples.isError ? (
          <Text size="sm" c="dimmed">
            {t`器具数量暂时无法读取`}
          </Text>
        ) : (
          <Loader size="xs" aria-label={t`正在读取器具`} />
        )}
      </Group>
      {records.length > 0 && (
        <>
          <Button
            size="md"
            variant="subtle"
            className={classes.toggle}
            rightSection={<IconChevronDown size={16} style={{ rotate: open ? '180deg' : '0deg' }} />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
          >
            {open ? t`收起器具` : t`查看器具及进度`}
          </Button>
          <Collapse expanded={open}>
            <SampleList samples={records} />
            {count > records.length && (
              <Text size="xs" c="dimmed" mt={4}>
                {t`仅列出前 ${listed} 件`}
              </Text>
            )}
          </Collapse>
        </>
      )}
    </Paper>
  )
}
