import { Badge } from '@mantine/core'
import { useDictLabel } from '@/ui/reference/referenceData'
import classes from './portal.module.css'

/** The workflow's ends in the state dictionaries (order_status, sample_state): voided and done. */
const VOIDED = '0'
const DONE = '1000'

export type DictStateBadgeProps = { dict: 'order_status' | 'sample_state'; value: string }

/** An order's or a sample's state as its dictionary names it: done green, voided grey, anything else under way. */
export function DictStateBadge({ dict, value }: DictStateBadgeProps) {
  const label = useDictLabel(dict)
  const color = value === DONE ? 'green' : value === VOIDED ? 'gray' : 'blue'
  return (
    <Badge
      color={color}
      variant="light"
      tt="none"
      size="lg"
      className={classes.badge}
      data-dict-state={value}
    >
      {label(value)}
    </Badge>
  )
}
