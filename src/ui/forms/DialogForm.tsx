import type { ReactNode } from 'react'
import { Button, Group, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type DialogFormProps = {
  children: ReactNode
  /** Called on submit (the button or Enter); the form checks its own fields, the browser does not. */
  onSubmit: () => void
  onCancel: () => void
  /** The submitting button's label (登记, 确定, 上传 …). */
  submitLabel: string
  /** While the step is on its way: the submit button spins and cancelling waits. */
  pending: boolean
  /** Stacks the fields and the buttons in one column; otherwise the fields lay themselves out. */
  stacked?: boolean
  /** Data attributes (data-record-check …) that tests and styles find the form by. */
  [dataAttribute: `data-${string}`]: boolean | string | undefined
}

/** A form in a dialog: its fields, then 取消 and the submitting button at the end of the row. */
export function DialogForm({
  children,
  onSubmit,
  onCancel,
  submitLabel,
  pending,
  stacked = false,
  ...data
}: DialogFormProps) {
  const { t } = useLingui()
  const actions = (
    <Group justify="flex-end" mt={stacked ? 'sm' : 'lg'}>
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t`取消`}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </Group>
  )
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...data}
    >
      {stacked ? (
        <Stack gap="sm">
          {children}
          {actions}
        </Stack>
      ) : (
        <>
          {children}
          {actions}
        </>
      )}
    </form>
  )
}
