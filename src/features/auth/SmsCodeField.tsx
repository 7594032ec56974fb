import type { ChangeEvent } from 'react'
import { Button, Group, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { sendSmsCode, type SmsPurpose } from './api'
import { loginErrorMessage } from './loginErrorMessage'
import { useCountdown } from './useCountdown'

/** Seconds before another code may be asked for (the server allows one per phone per minute). */
export const SMS_RESEND_SECONDS = 60

export type SmsTarget = { tenantId: string; phone: string }

export type SmsCodeFieldProps = {
  purpose: SmsPurpose
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  /** Validates tenant and phone (showing their errors) and returns them, or null when they are not ready. */
  target: () => SmsTarget | null
}

/** The verification code input with its send button and the 60 s countdown. */
export function SmsCodeField({ purpose, value, error, onChange, target }: SmsCodeFieldProps) {
  const { t, i18n } = useLingui()
  const countdown = useCountdown()
  const send = useMutation({
    mutationFn: (to: SmsTarget) => sendSmsCode({ ...to, purpose }),
    onSuccess: () => countdown.start(SMS_RESEND_SECONDS),
  })

  const handleSend = () => {
    const to = target()
    if (to) send.mutate(to)
  }

  const waiting = countdown.remaining > 0
  const seconds = countdown.remaining
  const sendError = send.isError ? loginErrorMessage(send.error, i18n) : undefined
  return (
    <div>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          name="code"
          label={t`短信验证码`}
          placeholder={t`请输入短信验证码`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          withAsterisk
          value={value}
          onChange={onChange}
          error={error ?? sendError}
          style={{ flex: 1 }}
        />
        <Button
          variant="light"
          mt={25}
          miw={120}
          onClick={handleSend}
          disabled={waiting}
          loading={send.isPending}
        >
          {waiting ? t`${seconds} 秒后重新获取` : t`获取验证码`}
        </Button>
      </Group>
      {send.isSuccess && waiting && (
        <Text size="xs" c="teal.8" mt={4} role="status">
          {t`验证码已发送，请查收短信`}
        </Text>
      )}
    </div>
  )
}
