/*
 * A small XML writer: elements as plain data, serialized with every text and attribute escaped. The DCC is
 * data-only (no mixed content), so an element holds either text or elements, and the indentation added
 * between elements never reaches a value.
 */

export type XmlElement = {
  name: string
  attributes: readonly (readonly [string, string])[]
  children: readonly XmlNode[]
}
export type XmlNode = XmlElement | string

/** What `el` accepts as a child: absent ones (an optional field left out) are dropped. */
export type XmlChild = XmlNode | readonly XmlChild[] | null | undefined | false

type Attributes = Readonly<Record<string, string | undefined>>

const flatten = (children: readonly XmlChild[]): XmlNode[] =>
  children.flatMap((child): XmlNode[] => {
    if (child === null || child === undefined || child === false) return []
    if (typeof child === 'string' || !Array.isArray(child)) return [child as XmlNode]
    return flatten(child as readonly XmlChild[])
  })

export function el(name: string, attributes: Attributes | null, ...children: XmlChild[]): XmlElement {
  const pairs = Object.entries(attributes ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, value] as const],
  )
  return { name, attributes: pairs, children: flatten(children) }
}

// Characters XML 1.0 cannot carry at all (C0 controls but tab, LF and CR; U+FFFE/U+FFFF; and, in this
// Unicode-mode pattern, surrogates that are not part of a pair): escaping cannot save them, so a stray one
// pasted into a name becomes U+FFFD instead of making the file unreadable.
// eslint-disable-next-line no-control-regex -- finding them is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/gu

const clean = (value: string) => value.replace(FORBIDDEN, '\ufffd')

export const escapeText = (value: string): string =>
  clean(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Tab, LF and CR as references too: a parser would otherwise normalize them to spaces in an attribute.
export const escapeAttribute = (value: string): string =>
  escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')

function write(node: XmlElement, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth)
  const attributes = node.attributes.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join('')
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`)
    return
  }
  if (node.children.every((child) => typeof child === 'string')) {
    const text = (node.children as string[]).map(escapeText).join('')
    // A CR in text would be read back as LF; as a reference it survives.
    out.push(`${indent}<${node.name}${attributes}>${text.replace(/\r/g, '&#13;')}</${node.name}>`)
    return
  }
  out.push(`${indent}<${node.name}${attributes}>`)
  for (const child of node.children) {
    if (typeof child === 'string') throw new Error(`<${node.name}> mixes text and elements`)
    write(child, depth + 1, out)
  }
  out.push(`${indent}</${node.name}>`)
}

/** The document, UTF-8, with its declaration and a final newline. */
export function serialize(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>']
  write(root, 0, out)
  return `${out.join('\n')}\n`
}
