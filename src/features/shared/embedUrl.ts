import { isHttpUrl } from '@/domain/validation'

/**
 * /myiframe/{routerPath} (spec §2): a menu entry whose target is a web address opens inside the layout. The
 * address travels in the `src` query (which the tab strip also uses as the tab's value) and the entry's name
 * in `name` (the tab's label); the path segment is a fixed marker, or the URL-encoded address itself.
 */
export const MYIFRAME_MARKER = 'urlPath'

export function myiframeHref(address: string, name?: string): string {
  const query = new URLSearchParams({ src: address })
  if (name) query.set('name', name)
  return `/myiframe/${MYIFRAME_MARKER}?${query.toString()}`
}

/** The address to embed: the `src` query, else the path segment; only http(s) addresses are embedded. */
export function embeddedAddress(splat: string | undefined, src: string | undefined): string | null {
  const candidates = [src, decodeSegment(splat)]
  for (const candidate of candidates) {
    const address = candidate?.trim()
    if (address && isHttpUrl(address)) return address
  }
  return null
}

function decodeSegment(segment: string | undefined): string | undefined {
  if (!segment || segment === MYIFRAME_MARKER) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
