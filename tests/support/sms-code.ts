/*
 * The server sends other SMS besides sign-in codes (a booking, an order registered, a recall), some with
 * six digits in a row of their own (order numbers), and a queued notice may reach the gateway after a code
 * sent at once: a test reads a code only off a message that carries one.
 */

type Sms = { phone: string; text: string }

/** The code of a sign-in code SMS (the default template's wording, zh or en); null for any other SMS. */
export const smsCodeOf = (text: string): string | null =>
  /(?:验证码是|code is) (\d{6})/.exec(text)?.[1] ?? null

/** The code of the last sign-in code SMS to `phone` ('' when none came). */
export const lastSmsCode = (messages: readonly Sms[], phone: string): string =>
  messages
    .filter((sms) => sms.phone === phone)
    .map((sms) => smsCodeOf(sms.text))
    .filter((code): code is string => code !== null)
    .at(-1) ?? ''
