import type { MouseEvent, ReactNode } from 'react'
import { Anchor } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { usePreloadOnIntent } from '@/app/layout/usePreloadOnIntent'

export type MenuPathLinkProps = { href: string; children: ReactNode }

/** A link to a page that lives at a menu path (no route file, so no typed <Link>): client-side navigation. */
export function MenuPathLink({ href, children }: MenuPathLinkProps) {
  const router = useRouter()
  const intent = usePreloadOnIntent()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    router.history.push(href)
  }
  return (
    <Anchor href={href} onClick={handleClick} size="sm" {...intent(href)}>
      {children}
    </Anchor>
  )
}
