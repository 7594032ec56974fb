import { Text, Tooltip } from '@mantine/core'
import { LABEL_TOOLTIP_MIN_LENGTH } from '@/domain/constants'
import classes from './FieldLabel.module.css'

export type FieldLabelProps = { text: string }

/**
 * A search field's label. Spec §9: a label of 6 characters or more shows the whole text in a tooltip; it is
 * cut with an ellipsis when it is wider than its condition (so the bar keeps its rhythm). It stays inline,
 * leaving room for the required mark after it: a block would push the * onto a line of its own.
 */
export function FieldLabel({ text }: FieldLabelProps) {
  if (text.length < LABEL_TOOLTIP_MIN_LENGTH) return <span>{text}</span>
  return (
    <Tooltip label={text} openDelay={200}>
      <Text
        component="span"
        inherit
        truncate="end"
        display="inline-block"
        maw="calc(100% - 1.5ch)"
        className={classes.cut}
        data-full-label={text}
      >
        {text}
      </Text>
    </Tooltip>
  )
}
