import nodemailer from 'nodemailer'
import type { MailSettings } from './settings'

export type MailMessage = { to: string; subject: string; text: string }
export type MailSender = { send: (message: MailMessage) => Promise<void>; close: () => void }

/** Sends through the lab's SMTP server (parameters notify.mail.*), plain text, one transport per delivery run. */
export function smtpMailSender(settings: MailSettings): MailSender {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(message) {
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      })
    },
    close: () => transport.close(),
  }
}
