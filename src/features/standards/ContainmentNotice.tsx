import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { MenuPathLink } from '@/features/shared/work/MenuPathLink'
import { IconAlertTriangle } from '@/ui/icons'
import { STANDARDS_PATHS } from './paths'

export type ContainmentNoticeProps = {
  /** Called when the link is followed (the dialog showing the notice closes). */
  onFollow?: () => void
}

/**
 * What a step that found a device wrong started: the certificates issued with it since it was last known good
 * are listed in 证书复核, where the quality office decides which to review.
 */
export function ContainmentNotice({ onFollow }: ContainmentNoticeProps) {
  const { t } = useLingui()
  return (
    <Alert
      color="orange"
      icon={<IconAlertTriangle size={18} />}
      title={t`已启动证书追溯`}
      data-containment-notice
    >
      <Text size="sm">{t`使用该标准器出具的证书已列入证书复核，请逐一确认是否受影响。`}</Text>
      {/* The link navigates; the click then bubbles here and closes the dialog behind it. */}
      <span onClick={onFollow}>
        <MenuPathLink href={STANDARDS_PATHS.certificateReviews}>{t`前往证书复核`}</MenuPathLink>
      </span>
    </Alert>
  )
}

export type ContainmentDoneProps = {
  /** What was done (溯源结果已登记。…). */
  message: string
  /** Closes the dialog: its button, or the link followed. */
  onDone: () => void
}

/** A dialog's step done that started a containment: what was done, the notice, and 关闭. */
export function ContainmentDone({ message, onDone }: ContainmentDoneProps) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      <ContainmentNotice onFollow={onDone} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t`关闭`}</Button>
      </Group>
    </Stack>
  )
}
