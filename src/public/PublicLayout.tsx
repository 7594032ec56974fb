import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { activateLanguage, type Language } from './i18n'

type PublicLayoutProps = { title: string; summary: string; children: ReactNode }

/** The frame of every public page: the service's name, the language, the page's title and what it does. */
export function PublicLayout({ title, summary, children }: PublicLayoutProps) {
  const { t, i18n } = useLingui()
  return (
    <div className="pq-page">
      <header className="pq-bar">
        <a className="pq-brand" href="/searchIndex">
          <img src="/favicon.svg" alt="" width={24} height={24} />
          <span>{t`自助服务平台`}</span>
        </a>
        <select
          className="pq-language"
          aria-label={t`语言`}
          value={i18n.locale}
          onChange={(event) => void activateLanguage(event.currentTarget.value as Language)}
        >
          <option value="zh">简体中文</option>
          <option value="en">English</option>
        </select>
      </header>
      <main className="pq-main">
        <h1 className="pq-title">{title}</h1>
        <p className="pq-summary">{summary}</p>
        {children}
      </main>
      <footer className="pq-footer">
        <a href="/searchIndex">{t`查询服务首页`}</a>
        <a href="/login">{t`员工登录`}</a>
      </footer>
    </div>
  )
}
