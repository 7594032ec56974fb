import { useLingui } from '@lingui/react/macro'
import { RATING_MAX, textLength, type AnswerValue, type Question } from '@/domain/survey'

export type SurveyQuestionProps = {
  question: Question
  /** Its position, from 1. */
  number: number
  value: AnswerValue | undefined
  error: string | undefined
  onChange: (value: AnswerValue | undefined) => void
}

/** One question for a thumb: whole-row radio and checkbox targets, star buttons, a text area with a count. */
export function SurveyQuestion({ question, number, value, error, onChange }: SurveyQuestionProps) {
  const { t } = useLingui()
  const titleId = `pq-survey-q-${question.id}`
  const errorId = `${titleId}-error`
  const described = error ? { 'aria-describedby': errorId } : {}

  const hint =
    question.kind === 'multiple'
      ? question.max !== null && question.min !== null
        ? t`选择 ${question.min}–${question.max} 项`
        : question.max !== null
          ? t`可多选，最多 ${question.max} 项`
          : question.min !== null
            ? t`可多选，至少 ${question.min} 项`
            : t`可多选`
      : null

  return (
    <fieldset
      className={error ? 'pq-card pq-survey-question pq-survey-invalid' : 'pq-card pq-survey-question'}
      aria-labelledby={titleId}
      aria-invalid={error ? true : undefined}
      data-question={question.id}
    >
      <legend id={titleId} className="pq-survey-title">
        <span className="pq-survey-number">{number}.</span> {question.title}
        {question.required && (
          <abbr className="pq-survey-required" title={t`必答`} aria-label={t`必答`}>
            *
          </abbr>
        )}
      </legend>
      {hint && <p className="pq-note">{hint}</p>}

      {question.kind === 'single' && (
        <div className="pq-survey-choices" {...described}>
          {question.options.map((option) => (
            <label key={option.id} className="pq-survey-choice">
              <input
                type="radio"
                name={titleId}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}

      {question.kind === 'multiple' && (
        <div className="pq-survey-choices" {...described}>
          {question.options.map((option) => {
            const chosen = Array.isArray(value) ? value : []
            return (
              <label key={option.id} className="pq-survey-choice">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.id)}
                  onChange={(event) => {
                    const next = event.currentTarget.checked
                      ? [...chosen, option.id]
                      : chosen.filter((id) => id !== option.id)
                    // Kept in the design's order, whatever order they were ticked in.
                    onChange(question.options.map((o) => o.id).filter((id) => next.includes(id)))
                  }}
                />
                <span>{option.label}</span>
              </label>
            )
          })}
        </div>
      )}

      {question.kind === 'rating' && (
        <div className="pq-survey-stars" role="radiogroup" aria-labelledby={titleId} {...described}>
          {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((stars) => (
            <button
              key={stars}
              type="button"
              role="radio"
              aria-checked={value === stars}
              aria-label={t`${stars} 星`}
              className={
                typeof value === 'number' && stars <= value
                  ? 'pq-survey-star pq-survey-lit'
                  : 'pq-survey-star'
              }
              onClick={() => onChange(stars)}
            >
              ★
            </button>
          ))}
          <span className="pq-note" aria-hidden="true">
            {typeof value === 'number' ? `${value} / ${RATING_MAX}` : ''}
          </span>
        </div>
      )}

      {question.kind === 'text' && (
        <label className="pq-field pq-survey-text">
          <textarea
            aria-labelledby={titleId}
            {...described}
            rows={4}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <small>
            {textLength(typeof value === 'string' ? value.trim() : '')} / {question.maxLength}
          </small>
        </label>
      )}

      {error && (
        <p className="pq-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
