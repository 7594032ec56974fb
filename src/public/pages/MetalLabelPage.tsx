import { useLingui } from '@lingui/react/macro'
import { verifyMetalLabel, type VerifiedMetalLabel } from '../metalApi'
import { gramsText } from '@/domain/jewels/grams'
import { LookupPhoto } from './CertificateResult'
import { NumberCodeLookup } from './LookupPage'

/**
 * /metal: a precious metal label checked by its number and the check code printed on it (or its QR code,
 * which looks it up at once): whether the lab issued it and it still stands, the fineness, weight and piece.
 */
export function MetalLabelPage() {
  const { t } = useLingui()
  return (
    <NumberCodeLookup
      verify={verifyMetalLabel}
      numberLabel={t`标签编号`}
      codeHint={t`8 位字母数字，印在标签二维码旁`}
      incomplete={t`请输入完整的标签编号和 8 位校验码（见标签二维码旁）。`}
      renderResult={(label) => <MetalLabelResult label={label} />}
    />
  )
}

type MetalLabelResultProps = { label: VerifiedMetalLabel }

function MetalLabelResult({ label }: MetalLabelResultProps) {
  const { t } = useLingui()
  const revoked = label.standing === 'revoked'
  const rows: [string, string][] = [
    [t`标签编号`, label.labelNo],
    [t`样品名称`, label.itemName],
    [t`质量`, gramsText(label.weight)],
    [t`签发日期`, label.issueDate],
    [t`签发机构`, label.labName],
  ]
  return (
    <section className="pq-card pq-result" aria-label={t`查询结果`} data-standing={label.standing}>
      <div className="pq-result-head">
        <span className="pq-genuine">{t`经核验，系本机构签发`}</span>
        <span className={`pq-standing pq-standing-${revoked ? 'revoked' : 'valid'}`}>
          {revoked ? t`已撤销` : t`有效`}
        </span>
      </div>
      {revoked && (
        <p className="pq-warning" role="alert">
          {label.revokedAt
            ? t`该标签已于 ${label.revokedAt.slice(0, 10)} 撤销，不再有效。`
            : t`该标签已撤销，不再有效。`}
        </p>
      )}
      <p className="pq-metal-fineness">
        <span>{t`成色`}</span>
        <strong>{label.fineness}</strong>
      </p>
      {label.photoUrl && <LookupPhoto url={label.photoUrl} alt={t`样品照片`} />}
      <dl className="pq-fields">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
