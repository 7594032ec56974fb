import { useEffect, useState, type FormEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { validateAnswers, type AnswerProblem, type AnswerSet, type AnswerValue } from '@/domain/survey'
import { PublicCallError } from '../api'
import { clearDraft, fetchSurvey, readDraft, saveDraft, submitSurvey, type SurveyDesign } from '../surveyApi'
import { SurveyQuestion } from './SurveyQuestion'

type View =
  | { kind: 'loading' }
  | { kind: 'noToken' }
  /** The link cannot be answered (unknown, already answered, closed): the server's words. */
  | { kind: 'refused'; message: string }
  /** The questionnaire could not be loaded and nothing of it is kept here. */
  | { kind: 'offline' }
  | { kind: 'form'; design: SurveyDesign }
  | { kind: 'done' }

const tokenOfPage = () => new URLSearchParams(location.search).get('token')?.trim() ?? ''

/**
 * /template-evart?token=…: a questionnaire from a link or its QR code, answered once. What is typed is kept in
 * the tab (sessionStorage) until the server has the answers, so a lost connection loses nothing.
 */
export function SurveyPage() {
  const { t } = useLingui()
  const [token] = useState(tokenOfPage)
  const [view, setView] = useState<View>(() => (token ? { kind: 'loading' } : { kind: 'noToken' }))
  const [answers, setAnswers] = useState<AnswerSet>(() => (token ? (readDraft(token)?.answers ?? {}) : {}))
  const [problems, setProblems] = useState<AnswerProblem[]>([])
  const [offline, setOffline] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!token) return
    let live = true
    fetchSurvey(token).then(
      (design) => {
        if (!live) return
        setOffline(false)
        setView({ kind: 'form', design })
      },
      (error: unknown) => {
        if (!live) return
        if (error instanceof PublicCallError && error.failure.kind === 'refused') {
          if (error.failure.status === 409 || error.failure.status === 410) clearDraft(token)
          setView({ kind: 'refused', message: error.failure.message })
          return
        }
        // Offline: the questions kept from an earlier visit can still be filled in.
        const draft = readDraft(token)
        setOffline(true)
        setView(draft ? { kind: 'form', design: draft.design } : { kind: 'offline' })
      },
    )
    return () => {
      live = false
    }
  }, [token, attempt])

  const messageOf = (problem: AnswerProblem): string => {
    switch (problem.problem) {
      case 'required':
        return t`此题为必答题`
      case 'invalid':
        return t`请重新作答此题`
      case 'tooFew':
        return t`至少选择 ${problem.min} 项`
      case 'tooMany':
        return t`最多选择 ${problem.max} 项`
      case 'tooLong':
        return t`最多 ${problem.max} 个字`
    }
  }

  if (view.kind === 'loading') return <p className="pq-card pq-note">{t`正在打开问卷…`}</p>
  if (view.kind === 'noToken')
    return (
      <p className="pq-card pq-error" role="alert">
        {t`链接不完整，请通过检测机构发给您的链接或二维码打开问卷。`}
      </p>
    )
  if (view.kind === 'refused')
    return (
      <p className="pq-card pq-survey-closed" role="alert">
        {view.message}
      </p>
    )
  if (view.kind === 'offline')
    return (
      <div className="pq-card pq-error" role="alert">
        <p className="pq-error">{t`打开问卷需要网络连接，请连接网络后重试。`}</p>
        <button type="button" className="pq-button pq-secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t`重试`}
        </button>
      </div>
    )
  if (view.kind === 'done')
    return (
      <div className="pq-card pq-survey-thanks" role="status">
        <strong>{t`提交成功，感谢您的参与！`}</strong>
        <p className="pq-note">{t`您的意见将帮助我们改进服务。`}</p>
      </div>
    )

  const { design } = view
  const errorOf = (questionId: string) => {
    const problem = problems.find((candidate) => candidate.questionId === questionId)
    return problem ? messageOf(problem) : undefined
  }

  const handleChange = (questionId: string, value: AnswerValue | undefined) => {
    const next = { ...answers }
    if (value === undefined) delete next[questionId]
    else next[questionId] = value
    setAnswers(next)
    saveDraft(token, { design, answers: next })
    // A problem goes away as soon as the answer is fixed; new ones wait for the next submit.
    if (problems.some((problem) => problem.questionId === questionId)) {
      const still = validateAnswers(design.questions, next).problems
      setProblems(problems.filter((problem) => still.some((s) => s.questionId === problem.questionId)))
    }
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    const found = validateAnswers(design.questions, answers).problems
    setProblems(found)
    if (found.length > 0) {
      document.querySelector(`[data-question="${found[0]!.questionId}"]`)?.scrollIntoView({ block: 'center' })
      return
    }
    setBusy(true)
    try {
      await submitSurvey(token, answers)
      clearDraft(token)
      setOffline(false)
      setView({ kind: 'done' })
    } catch (error) {
      if (!(error instanceof PublicCallError) || error.failure.kind === 'offline') {
        saveDraft(token, { design, answers })
        setOffline(true)
        return
      }
      const { status, message } = error.failure
      if (status === 409 || status === 410 || status === 404) {
        clearDraft(token)
        setView({ kind: 'refused', message })
        return
      }
      setFailure(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="pq-survey" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <header className="pq-card pq-survey-head">
        <h2 className="pq-subtitle">{design.title}</h2>
        {design.intro && <p className="pq-note">{design.intro}</p>}
        <p className="pq-note pq-survey-lab">{design.labName}</p>
        <p className="pq-note">
          <span className="pq-survey-required" aria-hidden="true">
            *
          </span>{' '}
          {t`为必答题`}
        </p>
      </header>
      {design.questions.map((question, index) => (
        <SurveyQuestion
          key={question.id}
          question={question}
          number={index + 1}
          value={answers[question.id]}
          error={errorOf(question.id)}
          onChange={(value) => handleChange(question.id, value)}
        />
      ))}
      {offline && (
        <p className="pq-warning" role="alert">
          {t`提交需要网络连接。您填写的内容已保留在本页，连接网络后再次提交即可。`}
        </p>
      )}
      {problems.length > 0 && (
        <p className="pq-error" role="alert">
          {t`还有 ${problems.length} 题需要修改，请查看标红的题目。`}
        </p>
      )}
      {failure && (
        <p className="pq-error" role="alert">
          {failure}
        </p>
      )}
      <button className="pq-button pq-survey-submit" type="submit" disabled={busy}>
        {busy ? t`正在提交…` : t`提交`}
      </button>
    </form>
  )
}
