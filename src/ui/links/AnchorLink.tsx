import type { Ref } from 'react'
import { Anchor, type AnchorProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'

type MantineAnchorProps = AnchorProps &
  Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> & {
    ref?: Ref<HTMLAnchorElement>
  }

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor component="a" {...props} />
}

/** A Mantine Anchor with the router's typed `to` and `params` (TanStack Router createLink). */
export const AnchorLink = createLink(MantineAnchor)
