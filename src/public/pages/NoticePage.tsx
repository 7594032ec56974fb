import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { labDayOf } from '@/domain/labClock'
import { noticeParagraphs } from '@/domain/notices'
import { PublicCallError } from '../api'
import {
  fetchNotice,
  fetchNotices,
  noticeHref,
  type NoticeDetail,
  type NoticeList,
  type NoticeSummary,
} from '../noticeApi'

/** The release date on the lab's calendar. */
const releaseDay = (iso: string) => labDayOf(new Date(iso))

function useFailureText() {
  const { t } = useLingui()
  return (error: unknown) =>
    error instanceof PublicCallError && error.failure.kind === 'refused'
      ? error.failure.message
      : t`查看公告需要网络连接，请连接网络后重试。`
}

/**
 * /detail-info-notice: with ?id= one released notice (title, category, date, its paragraphs as plain text);
 * without, the lab's recent notices, each leading to its own page.
 */
export function NoticePage() {
  const [params] = useState(() => new URLSearchParams(location.search))
  const tenantId = params.get('tenantId')
  const id = params.get('id')
  return id ? <NoticeArticle tenantId={tenantId} id={id} /> : <NoticeIndex tenantId={tenantId} />
}

type NoticeArticleProps = { tenantId: string | null; id: string }

function NoticeArticle({ tenantId, id }: NoticeArticleProps) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [notice, setNotice] = useState<NoticeDetail | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    // The notice comes from the server; it is set when it arrives.
    fetchNotice(tenantId, id).then(setNotice, (error: unknown) => setProblem(failureText(error)))
    // Asked once per page: the id is the page's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tenantId, id])

  useEffect(() => {
    if (notice) document.title = notice.title
  }, [notice])

  return (
    <>
      {problem && (
        <p className="pq-card pq-error" role="alert">
          {problem}
        </p>
      )}
      {!notice && !problem && (
        <p className="pq-note" role="status">
          {t`正在加载…`}
        </p>
      )}
      {notice && (
        <article className="pq-card pq-notice-article" aria-labelledby="pq-notice-title">
          <h2 id="pq-notice-title" className="pq-notice-heading">
            {notice.title}
          </h2>
          <p className="pq-notice-meta">
            {notice.category && <span className="pq-tag">{notice.category}</span>}
            <span>{t`发布日期：${releaseDay(notice.releaseTime)}`}</span>
          </p>
          <div className="pq-notice-body">
            {noticeParagraphs(notice.content).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </article>
      )}
      <a className="pq-notice-all" href={noticeHref(tenantId)}>
        {t`查看全部公告`}
      </a>
    </>
  )
}

function NoticeIndex({ tenantId }: { tenantId: string | null }) {
  const { t } = useLingui()
  const failureText = useFailureText()
  const [list, setList] = useState<NoticeList | null>(null)
  const [records, setRecords] = useState<NoticeSummary[]>([])
  const [busy, setBusy] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)

  const run = (current: number) =>
    fetchNotices(tenantId, current).then(
      (page) => {
        setList(page)
        setRecords((shown) => (current === 1 ? page.records : [...shown, ...page.records]))
        setBusy(false)
      },
      (error: unknown) => {
        setProblem(failureText(error))
        setBusy(false)
      },
    )

  useEffect(() => {
    // The first page once; "load more" asks for the next ones.
    void run(1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const loadMore = (current: number) => {
    setBusy(true)
    setProblem(null)
    void run(current)
  }

  return (
    <>
      {problem && (
        <p className="pq-card pq-error" role="alert">
          {problem}
        </p>
      )}
      {list && (
        <section className="pq-card" aria-label={t`最新公告`}>
          <h2 className="pq-subtitle">{t`最新公告`}</h2>
          {records.length === 0 && <p className="pq-note">{t`暂无公告。`}</p>}
          <ul className="pq-list pq-notice-list">
            {records.map((notice) => (
              <li key={notice.id}>
                <a href={noticeHref(tenantId, notice.id)}>{notice.title}</a>
                <span className="pq-note">
                  {[notice.category, releaseDay(notice.releaseTime)].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
          {records.length < list.total && (
            <button
              type="button"
              className="pq-button pq-secondary"
              disabled={busy}
              onClick={() => loadMore(Math.floor(records.length / list.size) + 1)}
            >
              {busy ? t`正在加载…` : t`加载更多`}
            </button>
          )}
        </section>
      )}
      {!list && busy && (
        <p className="pq-note" role="status">
          {t`正在加载…`}
        </p>
      )}
    </>
  )
}
