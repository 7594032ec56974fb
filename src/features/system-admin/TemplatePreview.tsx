import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { NOTIFY_EVENTS, isNotifyEvent } from '@/domain/notify/events'
import { renderText, sampleValues, unknownVariables } from '@/domain/notify/render'

export type TemplatePreviewProps = { record: Record<string, unknown> }

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * The template as it will read, rendered with its event's sample values while it is typed, with the
 * variables the event offers. A variable the event does not have is named here; the server refuses to save it.
 */
export function TemplatePreview({ record }: TemplatePreviewProps) {
  const { t } = useLingui()
  const code = textOf(record.code)
  if (!isNotifyEvent(code))
    return (
      <Text size="sm" c="dimmed">
        <Trans>选择事件后显示可用变量和预览</Trans>
      </Text>
    )
  const values = sampleValues(code)
  const title = textOf(record.title)
  const bodies = [
    { label: t`中文`, text: textOf(record.bodyZh) },
    { label: t`英文`, text: textOf(record.bodyEn) },
  ].filter((body) => body.text.trim() !== '')
  const unknown = unknownVariables(code, [title, ...bodies.map((body) => body.text)])
  return (
    <Paper withBorder p="sm" data-testid="template-preview">
      <Stack gap="xs">
        <Group gap={6}>
          <Text size="sm" fw={500}>
            <Trans>可用变量</Trans>
          </Text>
          {Object.keys(NOTIFY_EVENTS[code].variables).map((name) => (
            <Badge key={name} variant="light" tt="none">{`{${name}}`}</Badge>
          ))}
        </Group>
        {unknown.length > 0 && (
          <Text size="sm" c="red" role="alert">
            <Trans>未知变量：{unknown.map((name) => `{${name}}`).join(' ')}</Trans>
          </Text>
        )}
        <Text size="sm" fw={500}>
          <Trans>预览（示例数据）</Trans>
        </Text>
        {title && (
          <Text size="sm" fw={600}>
            {renderText(title, values)}
          </Text>
        )}
        {bodies.map((body) => (
          <Stack key={body.label} gap={2}>
            <Text size="xs" c="dimmed">
              {body.label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {renderText(body.text, values)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Paper>
  )
}
