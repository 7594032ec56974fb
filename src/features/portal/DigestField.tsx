import { ActionIcon, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconChecks, IconCopy } from '@/ui/icons'
import classes from './portal.module.css'

export type DigestFieldProps = { digest: string }

/**
 * The SHA-256 of a certificate's PDF as the lab issued it, to compare with the file she holds: monospace,
 * wrapped anywhere, selectable as one word and copied with one tap.
 */
export function DigestField({ digest }: DigestFieldProps) {
  const { t } = useLingui()
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t`PDF 文件 SHA-256 校验值`}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <code className={classes.digest} data-digest>
          {digest}
        </code>
        <CopyButton value={digest}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t`已复制` : t`复制`} withArrow>
              <ActionIcon
                size={44}
                variant="subtle"
                color={copied ? 'green' : 'gray'}
                onClick={copy}
                aria-label={t`复制 SHA-256`}
              >
                {copied ? <IconChecks size={18} /> : <IconCopy size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  )
}
