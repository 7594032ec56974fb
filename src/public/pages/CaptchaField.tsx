import { useLingui } from '@lingui/react/macro'
import type { CaptchaChallenge } from '../certificateApi'

type CaptchaFieldProps = {
  challenge: CaptchaChallenge | null
  answer: string
  onAnswer: (answer: string) => void
  onRenew: () => void
}

/** The picture code and its input; tapping the picture gives another. */
export function CaptchaField({ challenge, answer, onAnswer, onRenew }: CaptchaFieldProps) {
  const { t } = useLingui()
  return (
    <div className="pq-field pq-captcha">
      <span id="pq-captcha-label">{t`图形验证码`}</span>
      <div>
        <input
          aria-labelledby="pq-captcha-label"
          value={answer}
          onChange={(event) => onAnswer(event.currentTarget.value)}
          autoComplete="off"
          maxLength={8}
        />
        <button type="button" className="pq-captcha-image" onClick={onRenew} title={t`换一张`}>
          {challenge && <img src={challenge.image} alt={t`图形验证码，点击换一张`} />}
        </button>
      </div>
    </div>
  )
}
