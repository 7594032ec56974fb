import { i18n, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { messages as zhMessages } from '@/locales/zh/messages'
import { readLocalText, writeLocalText } from '@/offline/webStorage'

/**
 * zh is the default and source language (messages are written in Chinese); en is loaded on demand so the
 * Chinese-speaking majority never downloads it. The choice is remembered in localStorage.
 */
export const LANGUAGES = ['zh', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'zh'

const LANGUAGE_KEY = 'metrodesk.language'
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' }
const APP_TITLE = msg`自助服务平台`

const loadMessages: Record<Language, () => Promise<Messages>> = {
  zh: () => Promise.resolve(zhMessages),
  en: () => import('@/locales/en/messages').then((module) => module.messages),
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

export function storedLanguage(): Language {
  const value = readLocalText(LANGUAGE_KEY)
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

function apply(language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = HTML_LANG[language]
  document.title = i18n._(APP_TITLE)
}

/** The active language as a BCP 47 tag (html lang, Accept-Language). */
export function activeLanguageTag(): string {
  return isLanguage(i18n.locale) ? HTML_LANG[i18n.locale] : HTML_LANG[DEFAULT_LANGUAGE]
}

/** Switches the whole app to a language and remembers the choice. */
export async function activateLanguage(language: Language): Promise<void> {
  apply(language, await loadMessages[language]())
  writeLocalText(LANGUAGE_KEY, language)
}

/** Activates zh at once, then the remembered language if it is another one (before the first render). */
export async function initI18n(): Promise<void> {
  apply(DEFAULT_LANGUAGE, zhMessages)
  const language = storedLanguage()
  if (language === DEFAULT_LANGUAGE) return
  try {
    apply(language, await loadMessages[language]())
  } catch {
    // The catalog could not be loaded (offline before it was cached): stay in Chinese.
  }
}

export { i18n }
