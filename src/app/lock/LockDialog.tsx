import { useState, type FormEvent } from 'react'
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { validateLockPassword } from '@/domain/validation'
import { setLockPassword } from './lockStore'

export type LockDialogProps = {
  opened: boolean
  onClose: () => void
  /** Called once the lock password is stored. */
  onSaved: () => void
}

/** Asks for a lock password when none exists yet (spec §2 "Lock dialog", §5 "Lock"). */
export function LockDialog({ opened, onClose, onSaved }: LockDialogProps) {
  const { t } = useLingui()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const handleClose = () => {
    setPassword('')
    setError(null)
    onClose()
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The domain validator holds the spec's text; the catalog holds its translation.
    if (!validateLockPassword(password).ok) {
      setError(t`锁屏密码不能为空`)
      return
    }
    setSaving(true)
    try {
      await setLockPassword(password)
      setPassword('')
      setError(null)
      onSaved()
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened={opened} onClose={handleClose} title={t`设置锁屏密码`} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <PasswordInput
            label={t`锁屏密码`}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value)
              setError(null)
            }}
            error={error}
            withAsterisk
            data-autofocus
            autoComplete="new-password"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleClose}>
              {t`取消`}
            </Button>
            <Button type="submit" loading={saving}>
              {t`确定`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
