import { el, type XmlChild, type XmlElement } from './xml'
import type { LocalizedText } from './types'

/** An element of the DCC namespace. */
export const dcc = (
  name: string,
  attributes: Readonly<Record<string, string | undefined>> | null,
  ...children: XmlChild[]
) => el(`dcc:${name}`, attributes, ...children)

/** An element of the D-SI namespace. */
export const si = (name: string, ...children: XmlChild[]) => el(`si:${name}`, null, ...children)

/** A leaf holding text. */
export const leaf = (name: string, value: string) => dcc(name, null, value)

/**
 * The schema's textType and richContentType: one `content` per language. A value from the lab's records is
 * the Chinese text as printed; the fixed wording has both languages.
 */
export function texts(name: string, value: LocalizedText | string): XmlElement {
  const text = typeof value === 'string' ? { zh: value } : value
  return dcc(
    name,
    null,
    dcc('content', { lang: 'zh' }, text.zh),
    text.en === undefined ? null : dcc('content', { lang: 'en' }, text.en),
  )
}

/** Text that is absent when blank. */
export const present = (value: string | null | undefined): string | undefined => value?.trim() || undefined
