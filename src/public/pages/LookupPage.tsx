import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PublicCallError } from '../api'
import { fetchCaptcha, verifyCertificate, type CaptchaChallenge, type LookupInput } from '../certificateApi'
import { CaptchaField } from './CaptchaField'
import { CertificateResult } from './CertificateResult'

/** The check code printed on a certificate: 8 characters without look-alikes (0/O, 1/I/L), as report-document.ts draws them. */
const CHECK_CODE = /^[2-9A-HJKMNP-Z]{8}$/

type Outcome<T> =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; found: T; lookup: LookupInput }
  | { kind: 'failed'; message: string }

const fromUrl = () => {
  const query = new URLSearchParams(location.search)
  return { tenantId: query.get('tenantId'), no: query.get('no') ?? '', code: query.get('code') ?? '' }
}

export type NumberCodeLookupProps<T> = {
  /** Asks the server (throws PublicCallError). */
  verify: (input: LookupInput) => Promise<T>
  numberLabel: string
  codeHint: string
  /** Said when the number is empty or the code is not 8 characters. */
  incomplete: string
  renderResult: (found: T, lookup: LookupInput) => ReactNode
}

/**
 * A lookup by full number and the check code printed beside it (certificates, appraisal certificates, metal
 * labels). The QR code on the document opens the page with both filled in and looks them up at once; a
 * captcha is asked for when the server wants one. Results need a connection, and the page says so.
 */
export function NumberCodeLookup<T>({
  verify,
  numberLabel,
  codeHint,
  incomplete,
  renderResult,
}: NumberCodeLookupProps<T>) {
  const { t } = useLingui()
  const [initial] = useState(fromUrl)
  const [no, setNo] = useState(initial.no)
  const [code, setCode] = useState(initial.code)
  const [captcha, setCaptcha] = useState<CaptchaChallenge | null>(null)
  const [captchaAnswer, setCaptchaAnswer] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // Opened from the QR code with both: the lookup starts at once.
  const [autoLookup] = useState(() =>
    Boolean(initial.no && CHECK_CODE.test(initial.code.trim().toUpperCase())),
  )
  const [outcome, setOutcome] = useState<Outcome<T>>(autoLookup ? { kind: 'searching' } : { kind: 'idle' })

  const newCaptcha = async () => {
    setCaptchaAnswer('')
    try {
      setCaptcha(await fetchCaptcha())
    } catch {
      setCaptcha(null)
    }
  }

  /** Asks the server; every state change waits for its answer. */
  const request = async (lookup: LookupInput) => {
    try {
      const found = await verify(lookup)
      setCaptcha(null)
      setOutcome({ kind: 'found', found, lookup: { ...lookup, captcha: null } })
    } catch (error) {
      const failure = error instanceof PublicCallError ? error.failure : ({ kind: 'offline' } as const)
      if (failure.kind === 'offline') {
        setOutcome({ kind: 'failed', message: t`查询需要网络连接，请连接网络后重试。` })
        return
      }
      // A captcha answers once: a new one for the next try, whenever the server asks for one.
      if (failure.captchaRequired || captcha) await newCaptcha()
      setOutcome({ kind: 'failed', message: failure.message })
    }
  }

  const lookUp = (input: Omit<LookupInput, 'captcha' | 'tenantId'>) => {
    if (!input.no.trim() || !CHECK_CODE.test(input.code.trim().toUpperCase())) {
      setProblem(incomplete)
      return
    }
    if (captcha && !captchaAnswer.trim()) {
      setProblem(t`请输入图形验证码`)
      return
    }
    setProblem(null)
    setOutcome({ kind: 'searching' })
    void request({
      tenantId: initial.tenantId,
      ...input,
      captcha: captcha ? { key: captcha.key, answer: captchaAnswer.trim() } : null,
    })
  }

  useEffect(() => {
    if (!autoLookup) return
    const opened: LookupInput = {
      tenantId: initial.tenantId,
      no: initial.no,
      code: initial.code,
      captcha: null,
    }
    // A network request whose answer sets the state later (never synchronously): the case effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void request(opened)
    // Once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    lookUp({ no, code })
  }

  return (
    <>
      <form className="pq-card pq-form" onSubmit={submit} noValidate>
        <label className="pq-field">
          <span>{numberLabel}</span>
          <input
            name="no"
            value={no}
            onChange={(event) => setNo(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            required
          />
        </label>
        <label className="pq-field">
          <span>{t`校验码`}</span>
          <input
            name="code"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
            inputMode="text"
            required
          />
          <small>{codeHint}</small>
        </label>
        {captcha && (
          <CaptchaField
            challenge={captcha}
            answer={captchaAnswer}
            onAnswer={setCaptchaAnswer}
            onRenew={() => void newCaptcha()}
          />
        )}
        {problem && (
          <p className="pq-error" role="alert">
            {problem}
          </p>
        )}
        <button className="pq-button" type="submit" disabled={outcome.kind === 'searching'}>
          {outcome.kind === 'searching' ? t`正在查询…` : t`查询`}
        </button>
      </form>
      {outcome.kind === 'failed' && (
        <p className="pq-card pq-error" role="alert">
          {outcome.message}
        </p>
      )}
      {outcome.kind === 'found' && renderResult(outcome.found, outcome.lookup)}
    </>
  )
}

/**
 * Verifies a certificate, report or jewellery appraisal certificate by its full number and the check code
 * printed on it (/certificateFalsification, /cert, /report, /reportQuery).
 */
export function LookupPage() {
  const { t } = useLingui()
  // /cert is the appraisal certificates' own address: its documents are certificates only.
  const appraisal = location.pathname === '/cert'
  return (
    <NumberCodeLookup
      verify={verifyCertificate}
      numberLabel={appraisal ? t`证书编号` : t`证书/报告编号`}
      codeHint={t`8 位字母数字，印在证书二维码旁`}
      incomplete={t`请输入完整的证书编号和 8 位校验码（见证书二维码旁）。`}
      renderResult={(certificate, lookup) => <CertificateResult certificate={certificate} lookup={lookup} />}
    />
  )
}
