import { notifications } from '@mantine/notifications'

/** A search warning (spec §5 messages): a yellow toast in the shell's one notification stack. */
export const showSearchWarning = (message: string): void => {
  notifications.show({ color: 'yellow', message })
}
