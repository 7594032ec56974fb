import { i18n, type Messages } from '@lingui/core'
import { readLocalText, writeLocalText } from '@/offline/webStorage'
import { messages as zhMessages } from './locales/zh/messages'

/**
 * The public pages' own catalogs (src/public/locales): a customer's phone downloads a few hundred bytes of
 * messages, not the staff app's. The language choice is the same remembered one as the staff app's.
 */
export const LANGUAGES = ['zh', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

const LANGUAGE_KEY = 'metrodesk.language'
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en' }

const loadMessages: Record<Language, () => Promise<Messages>> = {
  zh: () => Promise.resolve(zhMessages),
  en: () => import('./locales/en/messages').then((module) => module.messages),
}

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** The remembered language; Chinese, the product's language, when none is (or storage is refused). */
function storedLanguage(): Language {
  const value = readLocalText(LANGUAGE_KEY)
  return isLanguage(value) ? value : 'zh'
}

function apply(language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = HTML_LANG[language]
}

export async function activateLanguage(language: Language): Promise<void> {
  // Remembered before the catalog arrives: a page opened meanwhile (a QR code scanned) is in that language.
  // Storage refused: not remembered; the page still switches.
  writeLocalText(LANGUAGE_KEY, language)
  apply(language, await loadMessages[language]())
}

/** Chinese at once, then the remembered language before the first render. */
export async function initI18n(): Promise<void> {
  apply('zh', zhMessages)
  const language = storedLanguage()
  if (language === 'zh') return
  try {
    apply(language, await loadMessages[language]())
  } catch {
    // The catalog could not be loaded (offline, not cached): stay in Chinese.
  }
}

export { i18n }
