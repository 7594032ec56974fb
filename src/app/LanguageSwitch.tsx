import type { ChangeEvent } from 'react'
import { NativeSelect } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { activateLanguage, isLanguage } from './i18n'

// Each language is named in itself, so these two labels are deliberately not translated.
const OPTIONS = [
  { value: 'zh', label: '简体中文' },
  { value: 'en', label: 'English' },
]

export type LanguageSwitchProps = { size?: 'xs' | 'sm' }

/** The language dropdown (spec §2): switches zh / en at once and remembers the choice. */
export function LanguageSwitch({ size = 'xs' }: LanguageSwitchProps) {
  const { i18n, t } = useLingui()
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const { value } = event.currentTarget
    if (isLanguage(value) && value !== i18n.locale) void activateLanguage(value)
  }
  // A native select: light (no popover code on the sign-in page) and the platform's own picker on tablets.
  return (
    <NativeSelect
      aria-label={t`语言`}
      data={OPTIONS}
      value={i18n.locale}
      onChange={handleChange}
      size={size}
      w={124}
      leftSection={<GlobeIcon />}
    />
  )
}

function GlobeIcon() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  )
}
