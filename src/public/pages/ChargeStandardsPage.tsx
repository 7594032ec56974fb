import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PublicCallError } from '../api'
import {
  KEYWORD_MAX,
  priceText,
  searchCharges,
  type ChargeAnswer,
  type ChargeCategory,
  type PublicCharge,
} from '../chargesApi'

type Filters = { taxon: string | null; keyword: string }

/** What the page was opened with (a shared link may name the lab, a category and a keyword). */
function initialState() {
  const params = new URLSearchParams(location.search)
  return {
    tenantId: params.get('tenantId'),
    taxon: params.get('taxon'),
    keyword: (params.get('keyword') ?? '').slice(0, KEYWORD_MAX),
  }
}

/** The filters in the address bar, so the page can be shared or reopened as it is. */
function rememberFilters(filters: Filters) {
  const params = new URLSearchParams(location.search)
  for (const [key, value] of [
    ['taxon', filters.taxon],
    ['keyword', filters.keyword.trim()],
  ] as const) {
    if (value) params.set(key, value)
    else params.delete(key)
  }
  const search = params.toString()
  history.replaceState(null, '', search ? `?${search}` : location.pathname)
}

/**
 * /charge-standard-search: the lab's charge standards for anyone. Category chips (with counts), a keyword for the
 * instrument or its specification, result cards a thumb can scroll, and "load more".
 */
export function ChargeStandardsPage() {
  const { t } = useLingui()
  const [initial] = useState(initialState)
  const [keyword, setKeyword] = useState(initial.keyword)
  const [filters, setFilters] = useState<Filters>({ taxon: initial.taxon, keyword: initial.keyword })
  const [answer, setAnswer] = useState<ChargeAnswer | null>(null)
  const [records, setRecords] = useState<PublicCharge[]>([])
  const [busy, setBusy] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  /** Only the latest request's answer is shown (a quick tap on another chip overtakes the previous one). */
  const latest = useRef(0)

  const failureText = (error: unknown) =>
    error instanceof PublicCallError && error.failure.kind === 'refused'
      ? error.failure.message
      : t`查询需要网络连接，请连接网络后重试。`

  /** Asks for one page; state changes only when the answer (or the failure) arrives. */
  const run = (next: Filters, current: number) => {
    const request = ++latest.current
    return searchCharges({ tenantId: initial.tenantId, ...next, current }).then(
      (page) => {
        if (request !== latest.current) return
        setAnswer(page)
        setRecords((shown) => (current === 1 ? page.records : [...shown, ...page.records]))
        setBusy(false)
      },
      (error: unknown) => {
        if (request !== latest.current) return
        setProblem(failureText(error))
        setBusy(false)
      },
    )
  }

  useEffect(() => {
    // The first page of what the page was opened with; later searches start from the controls.
    void run({ taxon: initial.taxon, keyword: initial.keyword }, 1)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const load = (next: Filters, current: number) => {
    if (current === 1) {
      setFilters(next)
      rememberFilters(next)
    }
    setBusy(true)
    setProblem(null)
    void run(next, current)
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    load({ ...filters, keyword: keyword.trim() }, 1)
  }

  const chooseTaxon = (taxon: string | null) => load({ ...filters, taxon }, 1)

  const categories = answer?.categories ?? []
  const allCount = categories.reduce((sum, category) => sum + category.count, 0)
  const hasMore = answer !== null && records.length < answer.total

  return (
    <>
      <form className="pq-card pq-form" role="search" onSubmit={handleSubmit}>
        <label className="pq-field">
          <span>{t`器具名称或规格`}</span>
          <div className="pq-inline">
            <input
              name="keyword"
              type="search"
              enterKeyHint="search"
              value={keyword}
              maxLength={KEYWORD_MAX}
              placeholder={t`如 压力表、天平`}
              onChange={(event) => setKeyword(event.currentTarget.value)}
            />
            <button className="pq-button pq-charge-go" type="submit" disabled={busy}>
              {t`搜索`}
            </button>
          </div>
        </label>
      </form>

      <nav className="pq-chips" aria-label={t`收费分类`}>
        <CategoryChip
          label={t`全部`}
          count={allCount}
          active={filters.taxon === null}
          onClick={() => chooseTaxon(null)}
        />
        {categories.map((category) => (
          <CategoryChip
            key={category.taxon}
            label={categoryName(category)}
            count={category.count}
            active={filters.taxon === category.taxon}
            onClick={() => chooseTaxon(category.taxon)}
          />
        ))}
        {/* A category from a shared link that has nothing for this keyword stays visible, to be unset. */}
        {filters.taxon !== null && !categories.some((category) => category.taxon === filters.taxon) && (
          <CategoryChip label={t`所选分类`} count={0} active onClick={() => chooseTaxon(null)} />
        )}
      </nav>

      {problem && (
        <p className="pq-card pq-error" role="alert">
          {problem}
        </p>
      )}

      {answer && (
        <section aria-label={t`收费标准`} aria-busy={busy}>
          <p className="pq-note pq-charge-total" role="status">
            {answer.total === 0
              ? t`没有找到符合条件的收费标准，请换个关键词或分类。`
              : t`共 ${answer.total} 项`}
          </p>
          <ul className="pq-charges">
            {records.map((charge, index) => (
              <ChargeCard key={`${index}-${charge.instrumentName}`} charge={charge} />
            ))}
          </ul>
          {hasMore && (
            <button
              type="button"
              className="pq-button pq-secondary"
              disabled={busy}
              onClick={() => load(filters, Math.floor(records.length / answer.size) + 1)}
            >
              {busy ? t`正在加载…` : t`加载更多`}
            </button>
          )}
        </section>
      )}
      {!answer && busy && (
        <p className="pq-note" role="status">
          {t`正在查询…`}
        </p>
      )}
    </>
  )
}

const categoryName = (category: ChargeCategory) => category.name ?? category.taxon

type CategoryChipProps = { label: string; count: number; active: boolean; onClick: () => void }

function CategoryChip({ label, count, active, onClick }: CategoryChipProps) {
  return (
    <button type="button" className="pq-chip" aria-pressed={active} onClick={onClick}>
      {label}
      <span className="pq-chip-count">{count}</span>
    </button>
  )
}

function ChargeCard({ charge }: { charge: PublicCharge }) {
  const { t } = useLingui()
  return (
    <li className="pq-card pq-charge" data-testid="charge">
      <div className="pq-charge-head">
        <strong>{charge.instrumentName}</strong>
        <span className="pq-charge-price">{priceText(charge)}</span>
      </div>
      {charge.specification && <p className="pq-charge-spec">{charge.specification}</p>}
      <p className="pq-charge-tags">
        <span className="pq-tag">{charge.inspectionTypeName ?? charge.inspectionType}</span>
        {charge.taxonName && <span className="pq-tag pq-tag-dim">{charge.taxonName}</span>}
      </p>
      {charge.basis && <p className="pq-charge-basis">{t`收费依据：${charge.basis}`}</p>}
    </li>
  )
}
