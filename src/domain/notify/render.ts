import { NOTIFY_EVENTS, type NotifyEventCode } from './events'

/*
 * Templates name their values as {variable}. Rendering is plain substitution: no expressions, no escapes, so a
 * lab's administrator cannot write a template that runs anything, and what the preview shows is what is sent.
 */

const VARIABLE = /\{([A-Za-z][A-Za-z0-9_]*)\}/g

/** The variables a text names, each once, in order of first use. */
export function variablesOf(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1]!))]
}

/** Variables the texts name that the event does not declare (what saving a template is refused for). */
export function unknownVariables(event: NotifyEventCode, texts: readonly (string | null | undefined)[]) {
  const declared = NOTIFY_EVENTS[event].variables
  return [
    ...new Set(
      texts
        .flatMap((text) => (text ? variablesOf(text) : []))
        .filter((name) => !Object.hasOwn(declared, name)),
    ),
  ]
}

/** The text with each {variable} replaced by its value; a variable without a value stays as written. */
export function renderText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  )
}

/** The event's sample values: what the template form previews with. */
export const sampleValues = (event: NotifyEventCode): Readonly<Record<string, string>> =>
  NOTIFY_EVENTS[event].variables

/** A phone as the send log shows it: 138****0000. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return '*'.repeat(phone.length)
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}`
}

/** An address as the send log shows it: a***@x.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}
