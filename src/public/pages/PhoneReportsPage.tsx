import { useEffect, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PublicCallError } from '../api'
import { fetchCaptcha, type CaptchaChallenge } from '../certificateApi'
import { reportsByPhone, sendReportSms, type PhoneAnswer } from '../phoneApi'
import { CaptchaField } from './CaptchaField'
import { PhoneResults } from './PhoneResults'

const MOBILE = /^1[3-9]\d{9}$/

/**
 * A customer's reports by the mobile number she registered with: a picture code to send an SMS code (no SMS to
 * anyone's number by a script), then the code to see her reports' states and her instruments' due dates.
 */
export function PhoneReportsPage() {
  const { t } = useLingui()
  const [tenantId] = useState(() => new URLSearchParams(location.search).get('tenantId'))
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null)
  const [captchaAnswer, setCaptchaAnswer] = useState('')
  const [countdown, setCountdown] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<PhoneAnswer | null>(null)

  const failureText = (error: unknown) =>
    error instanceof PublicCallError && error.failure.kind === 'refused'
      ? error.failure.message
      : t`查询需要网络连接，请连接网络后重试。`

  const renewCaptcha = () => {
    setCaptchaAnswer('')
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null))
  }

  useEffect(() => {
    // The picture comes from the server; it is set when it arrives.
    fetchCaptcha().then(setCaptcha, () => setCaptcha(null))
  }, [])

  useEffect(() => {
    if (countdown <= 0) return
    const timer = setTimeout(() => setCountdown((left) => left - 1), 1000)
    return () => clearTimeout(timer)
  }, [countdown])

  const sendCode = async () => {
    setNotice(null)
    if (!MOBILE.test(phone.trim())) return setProblem(t`请输入正确的手机号`)
    if (!captcha || !captchaAnswer.trim()) return setProblem(t`请输入图形验证码`)
    setProblem(null)
    setBusy(true)
    try {
      const sent = await sendReportSms({
        tenantId,
        phone: phone.trim(),
        captcha: { key: captcha.key, answer: captchaAnswer.trim() },
      })
      setCountdown(sent.resendAfter)
      setNotice(t`验证码已发送，请查收短信`)
    } catch (error) {
      setProblem(failureText(error))
    } finally {
      // A picture code answers once, right or wrong.
      renewCaptcha()
      setBusy(false)
    }
  }

  const search = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    if (!MOBILE.test(phone.trim())) return setProblem(t`请输入正确的手机号`)
    if (!/^\d{6}$/.test(code.trim())) return setProblem(t`请输入短信中的 6 位验证码`)
    setProblem(null)
    setBusy(true)
    try {
      setAnswer(await reportsByPhone({ tenantId, phone: phone.trim(), code: code.trim() }))
    } catch (error) {
      setAnswer(null)
      setProblem(failureText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <form className="pq-card pq-form" onSubmit={(event) => void search(event)} noValidate>
        <label className="pq-field">
          <span>{t`手机号`}</span>
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            maxLength={11}
          />
          <small>{t`送检时登记的手机号`}</small>
        </label>
        <CaptchaField
          challenge={captcha}
          answer={captchaAnswer}
          onAnswer={setCaptchaAnswer}
          onRenew={renewCaptcha}
        />
        <div className="pq-field">
          <span id="pq-sms-label">{t`短信验证码`}</span>
          <div className="pq-inline">
            <input
              aria-labelledby="pq-sms-label"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              maxLength={6}
            />
            <button
              type="button"
              className="pq-button pq-outline"
              disabled={busy || countdown > 0}
              onClick={() => void sendCode()}
            >
              {countdown > 0 ? t`${countdown} 秒后重新获取` : t`获取验证码`}
            </button>
          </div>
        </div>
        {notice && (
          <p className="pq-note" role="status">
            {notice}
          </p>
        )}
        {problem && (
          <p className="pq-error" role="alert">
            {problem}
          </p>
        )}
        <button className="pq-button" type="submit" disabled={busy}>
          {t`查询`}
        </button>
      </form>
      {answer && <PhoneResults answer={answer} />}
    </>
  )
}
