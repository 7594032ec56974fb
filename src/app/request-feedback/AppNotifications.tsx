import { useMediaQuery } from '@mantine/hooks'
import { Notifications } from '@mantine/notifications'
import classes from './AppNotifications.module.css'

/**
 * The one notification stack of the app (error toasts, live messages, confirmations). Persistent error toasts
 * must not cover the shell's controls until closed: on tablets and desktops they sit at the right below the
 * top bar and the tab strip, on phones at the bottom.
 */
export function AppNotifications() {
  const phone = useMediaQuery('(max-width: 47.99em)')
  return <Notifications position={phone ? 'bottom-center' : 'top-right'} classNames={classes} />
}
