import type { ReactNode } from 'react'
import { DataList } from '@mantine/core'
import classes from './portal.module.css'

/** One labelled value of a card (inside a `FactList`): label left, value right, wrapping on a phone. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue className={classes.wrap}>{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

/** The labelled values of a card; the labels' column fits the longest English one ("Factory number"). */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <DataList size="sm" gap={4} labelWidth="7rem">
      {children}
    </DataList>
  )
}
