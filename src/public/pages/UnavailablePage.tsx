import { useLingui } from '@lingui/react/macro'

/** A query of spec §2 that is not open yet: says so plainly instead of showing an empty form. */
export function UnavailablePage() {
  const { t } = useLingui()
  return (
    <div className="pq-card pq-notice" role="status">
      <strong>{t`该查询暂未开放`}</strong>
      <p>{t`此查询服务正在建设中，开放后即可在此页面使用，无需登录。如需帮助，请联系检测机构。`}</p>
    </div>
  )
}
