import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PublicCallError } from '../api'
import {
  downloadCertificateDcc,
  downloadCertificatePdf,
  type LookupInput,
  type VerifiedCertificate,
} from '../certificateApi'
import { gramsText } from '@/domain/jewels/grams'
import { labDayOf } from '@/domain/labClock'

type CertificateResultProps = { certificate: VerifiedCertificate; lookup: LookupInput }

/** The answer of a verification: genuine, and whether it is still valid, with the fields a customer needs. */
export function CertificateResult({ certificate, lookup }: CertificateResultProps) {
  const { t } = useLingui()
  const [downloading, setDownloading] = useState(false)
  const [downloadError, setDownloadError] = useState<string | null>(null)

  const kindLabel = {
    verification: t`检定证书`,
    calibration: t`校准证书`,
    test: t`检测报告`,
    appraisal: t`珠宝玉石鉴定证书`,
  }[certificate.kind]
  const nextDueLabel = certificate.kind === 'verification' ? t`有效期至` : t`建议下次校准日期`
  const standing = {
    valid: { label: t`有效`, tone: 'valid' },
    revoked: { label: t`已撤销`, tone: 'revoked' },
    superseded: { label: t`已被替代`, tone: 'superseded' },
    under_review: { label: t`复核中`, tone: 'review' },
  }[certificate.standing]

  const download = async (what: 'pdf' | 'dcc') => {
    setDownloading(true)
    setDownloadError(null)
    try {
      const blob = await (what === 'pdf' ? downloadCertificatePdf : downloadCertificateDcc)(lookup)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download =
        what === 'pdf' ? `${certificate.certificateNo}.pdf` : `${certificate.certificateNo}.dcc.xml`
      link.click()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch (error) {
      setDownloadError(
        error instanceof PublicCallError && error.failure.kind === 'refused'
          ? error.failure.message
          : t`下载需要网络连接，请连接网络后重试。`,
      )
    } finally {
      setDownloading(false)
    }
  }

  const appraisal = certificate.appraisal
  const rows: [string, string | null][] = appraisal
    ? [
        [t`编号`, certificate.certificateNo],
        [t`类型`, kindLabel],
        [t`样品名称`, appraisal.itemName],
        [t`总质量`, gramsText(appraisal.totalWeight)],
        [t`形状`, appraisal.shape],
        [t`颜色`, appraisal.colour],
        [t`鉴定结论`, certificate.conclusion],
        [t`委托人`, certificate.holder],
        [t`签发日期`, certificate.issueDate],
        [t`签发机构`, certificate.labName],
      ]
    : [
        [t`编号`, certificate.certificateNo],
        [t`类型`, kindLabel],
        [t`委托单位`, certificate.holder],
        [t`器具名称`, certificate.instrumentName],
        [t`型号规格`, certificate.instrumentModel],
        [t`出厂编号`, certificate.factoryNumber],
        [t`签发日期`, certificate.issueDate],
        [nextDueLabel, certificate.kind === 'test' ? null : certificate.nextDueDate],
        [t`结论`, certificate.conclusion],
        [t`签发机构`, certificate.labName],
      ]

  return (
    <section className="pq-card pq-result" aria-label={t`查询结果`} data-standing={certificate.standing}>
      <div className="pq-result-head">
        <span className="pq-genuine">{t`经核验，系本机构签发`}</span>
        <span className={`pq-standing pq-standing-${standing.tone}`}>{standing.label}</span>
      </div>
      {certificate.standing === 'revoked' && (
        <p className="pq-warning" role="alert">
          {certificate.revokedAt
            ? t`该证书已于 ${certificate.revokedAt.slice(0, 10)} 撤销，不再有效。`
            : t`该证书已撤销，不再有效。`}
        </p>
      )}
      {certificate.standing === 'superseded' && (
        <p className="pq-warning" role="alert">
          {t`该证书已撤销，并由修订后的证书 ${certificate.supersededBy ?? ''} 替代，请以新证书为准。`}
        </p>
      )}
      {certificate.standing === 'under_review' && (
        <p className="pq-warning" role="alert">
          {t`出具该证书所用的标准器经核查发现异常，本机构正在复核该证书。复核期间请谨慎使用其结果；复核结论将通知委托单位。`}
        </p>
      )}
      {appraisal?.photoUrl && <LookupPhoto url={appraisal.photoUrl} alt={t`样品照片`} />}
      <dl className="pq-fields">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="pq-hash">
        <span>{t`电子文件 SHA-256 指纹`}</span>
        <code>{certificate.pdfSha256}</code>
        <small>{t`可用此指纹核对手中的电子版是否与签发时完全一致。`}</small>
      </div>
      {certificate.signature && <SignatureStatus signature={certificate.signature} />}
      {certificate.dccSha256 && (
        <div className="pq-hash" data-dcc>
          <span>{t`数字校准证书（DCC）SHA-256 指纹`}</span>
          <code>{certificate.dccSha256}</code>
          <small>{t`DCC 是该证书的机器可读版本（XML），也嵌在 PDF 文件中。`}</small>
        </div>
      )}
      <button
        className="pq-button pq-secondary"
        type="button"
        disabled={downloading}
        onClick={() => void download('pdf')}
      >
        {downloading ? t`正在下载…` : t`下载 PDF`}
      </button>
      {certificate.dccSha256 && (
        <button
          className="pq-button pq-secondary"
          type="button"
          disabled={downloading}
          onClick={() => void download('dcc')}
        >
          {t`下载 DCC（XML）`}
        </button>
      )}
      {downloadError && (
        <p className="pq-error" role="alert">
          {downloadError}
        </p>
      )}
    </section>
  )
}

type Signature = NonNullable<VerifiedCertificate['signature']>

/** The PDF's digital signature as the lab checked it just now against its own certificate. */
function SignatureStatus({ signature }: { signature: Signature }) {
  const { t } = useLingui()
  // The lab's day, as the certificate's own dates are written.
  const when = signature.signedAt ? labDayOf(new Date(signature.signedAt)) : ''
  const text = {
    valid: t`电子文件的数字签名有效：由${signature.signer ?? ''}于${when}签署，签署后未被改动。`,
    invalid: t`电子文件的数字签名无效：文件在签署后被改动，请勿使用，并联系签发机构。`,
    unsigned: t`该证书签发时尚未启用数字签名。`,
  }[signature.status]
  return (
    <p
      className={signature.status === 'invalid' ? 'pq-warning' : 'pq-signature'}
      role={signature.status === 'invalid' ? 'alert' : undefined}
      data-signature={signature.status}
    >
      {text}
    </p>
  )
}

type LookupPhotoProps = { url: string; alt: string }

/** The photo of a looked-up piece, at the address its answer gave; nothing if it cannot be had (offline). */
export function LookupPhoto({ url, alt }: LookupPhotoProps) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return (
    <figure className="pq-photo">
      <img src={url} alt={alt} onError={() => setFailed(true)} />
    </figure>
  )
}
