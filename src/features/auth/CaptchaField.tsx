import type { ChangeEvent } from 'react'
import { Center, Group, Image, Skeleton, Text, TextInput, UnstyledButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { CaptchaChallenge } from '@/api/auth'

export type CaptchaFieldProps = {
  challenge: CaptchaChallenge | undefined
  loading: boolean
  failed: boolean
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onRefresh: () => void
}

/** The captcha the server asks for after repeated failures: its image (click for a new one) and the answer. */
export function CaptchaField({
  challenge,
  loading,
  failed,
  value,
  error,
  onChange,
  onRefresh,
}: CaptchaFieldProps) {
  const { t } = useLingui()
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        name="captcha"
        label={t`验证码`}
        placeholder={t`请输入图中字符`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        withAsterisk
        value={value}
        onChange={onChange}
        error={error ?? (failed ? t`验证码加载失败` : undefined)}
        style={{ flex: 1 }}
      />
      <UnstyledButton
        onClick={onRefresh}
        aria-label={t`换一张验证码`}
        title={t`看不清？换一张`}
        mt={25}
        h={36}
        w={110}
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flexShrink: 0 }}
      >
        {challenge && !loading ? (
          <Image src={challenge.image} alt={t`验证码图片`} h={36} w={110} fit="fill" />
        ) : failed ? (
          <Center h={36} bg="gray.1">
            <Text size="xs" c="brand.7">{t`重新加载`}</Text>
          </Center>
        ) : (
          <Skeleton h={36} w={110} />
        )}
      </UnstyledButton>
    </Group>
  )
}
