import { useState, type FormEvent } from 'react'
import { Anchor, Avatar, Button, Center, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { ApiError } from '@/api/envelope'
import { useSignOut } from '@/app/layout/useSignOut'
import { getTabs } from '@/app/tabs'
import { activeTab } from '@/app/tabs/tabRules'
import { useSession } from '@/app/useSession'
import { IconLock } from '@/ui/icons'
import classes from './LockPage.module.css'
import { useUnlock } from './useUnlock'

/** /lock: full screen, the user's name, the password, unlock, and a way out (spec §2, §4). */
export function LockPage() {
  const { t } = useLingui()
  const router = useRouter()
  const session = useSession()
  const { signOut, pending } = useSignOut()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const unlock = useUnlock(() => void router.history.replace(activeTab(getTabs()).href))

  const name = session?.userInfo?.nickName || session?.account.nickName || session?.account.account || ''

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!password) {
      setError(t`请输入密码`)
      return
    }
    unlock.mutate(password, {
      onError: (cause) => setError(cause instanceof ApiError && cause.message ? cause.message : t`密码错误`),
    })
  }

  return (
    <Center className={classes.screen}>
      <Paper component="main" className={classes.card} shadow="xl" p="xl" w={360} maw="92vw">
        <form onSubmit={handleSubmit} noValidate>
          <Stack align="center" gap="md">
            <Avatar size={72} radius="xl" color="brand" variant="filled">
              <IconLock size={32} />
            </Avatar>
            <Title order={2} size="h3" ta="center">
              {name}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {t`屏幕已锁定，请输入锁屏密码或登录密码解锁`}
            </Text>
            <PasswordInput
              w="100%"
              label={t`密码`}
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value)
                setError(null)
              }}
              error={error}
              autoComplete="current-password"
              data-autofocus
              autoFocus
            />
            <Button type="submit" fullWidth loading={unlock.isPending}>
              {t`解锁`}
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={signOut} disabled={pending}>
              {t`退出登录`}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  )
}
