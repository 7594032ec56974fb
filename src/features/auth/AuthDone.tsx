import { Alert, Button, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

export type AuthDoneProps = { title: string; message: string }

/** What /register and /forgetPassword show once the server accepted the form. */
export function AuthDone({ title, message }: AuthDoneProps) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title={title} role="status">
        {message}
      </Alert>
      <Button component={Link} to="/login" size="md" fullWidth>
        {t`去登录`}
      </Button>
    </Stack>
  )
}
