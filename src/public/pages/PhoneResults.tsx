import { useLingui } from '@lingui/react/macro'
import type { PhoneAnswer, PhoneReport } from '../phoneApi'

/** Days from today (the phone's calendar) to a yyyy-MM-dd day. */
const daysUntil = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const today = new Date()
  return Math.round(
    (Date.UTC(year, month - 1, date) - Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())) /
      86_400_000,
  )
}

/** A customer's reports with their states, and her instruments by when they are due again. */
export function PhoneResults({ answer }: { answer: PhoneAnswer }) {
  const { t } = useLingui()
  const stateLabel: Record<PhoneReport['state'], string> = {
    registered: t`已受理`,
    testing: t`检测中`,
    issued: t`已签发`,
    delivered: t`已发放`,
    revoked: t`已撤销`,
    voided: t`已作废`,
  }
  const dueText = (day: string) => {
    const days = daysUntil(day)
    if (days < 0) return t`${day}（已过期）`
    if (days <= 30) return t`${day}（${days} 天后到期）`
    return day
  }

  return (
    <>
      <section className="pq-card" aria-label={t`我的报告`}>
        <h2 className="pq-subtitle">{t`我的报告`}</h2>
        {answer.reports.length === 0 && <p className="pq-note">{t`没有查到以此手机号登记的送检记录。`}</p>}
        <ul className="pq-list">
          {answer.reports.map((report) => (
            <li
              key={`${report.orderNo}-${report.sampleNo ?? report.instrumentName}`}
              data-state={report.state}
            >
              <div className="pq-result-head">
                <strong>{report.instrumentName}</strong>
                <span className={`pq-standing pq-state-${report.state}`}>{stateLabel[report.state]}</span>
              </div>
              <dl className="pq-fields">
                {[
                  [t`型号规格`, report.instrumentModel],
                  [t`出厂编号`, report.factoryNumber],
                  [t`委托单号`, report.orderNo],
                  [t`证书编号`, report.certificateNo],
                  [t`签发日期`, report.issueDate],
                  [t`下次检定/校准`, report.nextDueDate ? dueText(report.nextDueDate) : null],
                ]
                  .filter((row): row is [string, string] => Boolean(row[1]))
                  .map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
            </li>
          ))}
        </ul>
      </section>
      {answer.instruments.length > 0 && (
        <section className="pq-card" aria-label={t`器具到期提醒`}>
          <h2 className="pq-subtitle">{t`器具到期提醒`}</h2>
          <ul className="pq-list">
            {answer.instruments.map((instrument, index) => (
              <li key={`${instrument.factoryNumber ?? ''}-${index}`}>
                <strong>{instrument.name}</strong>
                <span className="pq-note">
                  {[instrument.model, instrument.factoryNumber].filter(Boolean).join(' · ')}
                </span>
                <span>
                  {instrument.nextDueDate
                    ? t`下次检定/校准：${dueText(instrument.nextDueDate)}`
                    : t`未登记检定周期`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
