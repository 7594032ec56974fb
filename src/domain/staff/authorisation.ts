import type { Localized } from '../resources/types'

/*
 * Whether a person's authorisation for an activity holds on a day (ISO/IEC 17025 6.2.5 f, 6.2.6). An
 * authorisation names a kind of work (dictionary ability_type) and a test item ('' for every item of that
 * kind), and rests on evidence: a certificate of hers, or a training she attended and passed. It holds while
 * it is neither withdrawn nor past its end, and its evidence stands and covers the activity. One with no
 * evidence at all does not hold: a lab must show what it rests on. Every refusal names what is missing or
 * lapsed, so the person who meets it knows what to bring.
 */

/** What a person is authorised for: a kind of work and a test item's name ('' for every item of it). */
export type Activity = { abilityCode: string; itemName: string }

export type CertificateEvidence = {
  id: string
  holderId: string
  kind: string
  certificateNo: string
  /** Test item names or ability codes, one per line. */
  activities: string | null
  /** Null: it does not lapse. */
  expiryDate: string | null
  withdrawn: boolean
  deleted: boolean
}

export type TrainingEvidence = {
  id: string
  topic: string
  activities: string | null
  deleted: boolean
  /** Her participation (dictionary yes_no, '1' attended); null when she is not among its participants. */
  attended: string | null
  /** Dictionary STAFF_ACHIEVEMENT_EVALUATION: '1' excellent, '2' good, '3' poor. */
  evaluation: string | null
}

export type Authorisation = Activity & {
  userId: string
  /** The person's name, for the messages. */
  person: string
  validUntil: string | null
  withdrawn: boolean
  certificate: CertificateEvidence | null
  training: TrainingEvidence | null
}

export const AUTHORISATION_PROBLEMS = [
  'notAuthorised',
  'withdrawn',
  'expired',
  'noEvidence',
  'certificateOfOther',
  'certificateWithdrawn',
  'certificateDeleted',
  'certificateExpired',
  'certificateNotCovering',
  'trainingDeleted',
  'trainingNotAttended',
  'trainingNotEvaluated',
  'trainingPoor',
  'trainingNotCovering',
] as const
export type AuthorisationProblem = (typeof AUTHORISATION_PROBLEMS)[number]

/** The evidence a refusal is about, as the lab names it. */
export type EvidenceRef =
  | { kind: 'certificate'; id: string; label: string; expiryDate: string | null }
  | { kind: 'training'; id: string; label: string }

export type Standing =
  | { holds: true }
  | { holds: false; problem: AuthorisationProblem; message: Localized; evidence?: EvidenceRef }

/** Dictionary ability_type as seeded; a lab's own kinds are named by their code. */
const ABILITY_LABELS: Readonly<Record<string, Localized>> = {
  '1': { zh: '检定', en: 'verification' },
  '2': { zh: '校准', en: 'calibration' },
  '3': { zh: '检测', en: 'testing' },
  '4': { zh: '试验', en: 'trial' },
}

/** Dictionary STAFF_ACHIEVEMENT_EVALUATION: the evaluations that support an authorisation are 1 and 2. */
const EVALUATION_LABELS: Readonly<Record<string, Localized>> = {
  '1': { zh: '优秀', en: 'excellent' },
  '2': { zh: '良好', en: 'good' },
  '3': { zh: '较差', en: 'poor' },
}
const PASSING_EVALUATIONS: readonly string[] = ['1', '2']

/** The activity as a message names it: “示值误差”（校准）, or 校准 for every item of the kind. */
export function activityLabel(activity: Activity): Localized {
  const ability = ABILITY_LABELS[activity.abilityCode] ?? {
    zh: activity.abilityCode,
    en: activity.abilityCode,
  }
  return activity.itemName === ''
    ? { zh: `${ability.zh}工作`, en: `${ability.en} work` }
    : { zh: `“${activity.itemName}”（${ability.zh}）`, en: `“${activity.itemName}” (${ability.en})` }
}

/*
 * An activities text split into its lines, kept: a matrix asks the same few certificates about thousands of
 * cells. Bounded, since the server lives long and texts change.
 */
const parsed = new Map<string, ReadonlySet<string>>()
const PARSED_LIMIT = 5000

function linesOf(text: string | null): ReadonlySet<string> {
  const key = text ?? ''
  let lines = parsed.get(key)
  if (!lines) {
    lines = new Set(
      key
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    if (parsed.size >= PARSED_LIMIT) parsed.clear()
    parsed.set(key, lines)
  }
  return lines
}

/** Whether an evidence's activities list covers the activity: its item's name, or its kind's code. */
export function covers(activities: string | null, activity: Activity): boolean {
  const lines = linesOf(activities)
  return (activity.itemName !== '' && lines.has(activity.itemName)) || lines.has(activity.abilityCode)
}

export const certificateLabel = (certificate: Pick<CertificateEvidence, 'kind' | 'certificateNo'>): string =>
  `${certificate.kind} ${certificate.certificateNo}`.trim()

const certificateRef = (certificate: CertificateEvidence): EvidenceRef => ({
  kind: 'certificate',
  id: certificate.id,
  label: certificateLabel(certificate),
  expiryDate: certificate.expiryDate,
})

const trainingRef = (training: TrainingEvidence): EvidenceRef => ({
  kind: 'training',
  id: training.id,
  label: training.topic,
})

type Refusal = Extract<Standing, { holds: false }>

const refusal = (problem: AuthorisationProblem, message: Localized, evidence?: EvidenceRef): Refusal =>
  evidence ? { holds: false, problem, message, evidence } : { holds: false, problem, message }

/** Why a certificate is no evidence for the person's activity on the day; null when it is. */
export function certificateProblem(
  certificate: CertificateEvidence,
  who: { userId: string; person: string },
  activity: Activity,
  day: string,
): Refusal | null {
  // The usual answer first, without building the messages of a refusal.
  if (
    certificate.holderId === who.userId &&
    !certificate.deleted &&
    !certificate.withdrawn &&
    (certificate.expiryDate === null || certificate.expiryDate >= day) &&
    covers(certificate.activities, activity)
  )
    return null
  const ref = certificateRef(certificate)
  const { person } = who
  const name = `“${ref.label}”`
  if (certificate.holderId !== who.userId)
    return refusal(
      'certificateOfOther',
      { zh: `证书${name}不是${person}本人的证书`, en: `Certificate ${name} is not ${person}’s` },
      ref,
    )
  if (certificate.deleted)
    return refusal(
      'certificateDeleted',
      {
        zh: `${person}的授权依据${name}已删除`,
        en: `${person}’s authorisation rests on ${name}, which was deleted`,
      },
      ref,
    )
  if (certificate.withdrawn)
    return refusal(
      'certificateWithdrawn',
      {
        zh: `${person}的授权依据${name}已撤回`,
        en: `${person}’s authorisation rests on ${name}, which was withdrawn`,
      },
      ref,
    )
  if (certificate.expiryDate !== null && certificate.expiryDate < day)
    return refusal(
      'certificateExpired',
      {
        zh: `${person}的授权依据${name}已于 ${certificate.expiryDate} 过期`,
        en: `${person}’s authorisation rests on ${name}, which expired on ${certificate.expiryDate}`,
      },
      ref,
    )
  if (!covers(certificate.activities, activity)) {
    const what = activityLabel(activity)
    return refusal(
      'certificateNotCovering',
      {
        zh: `${person}的证书${name}不涵盖${what.zh}`,
        en: `${person}’s certificate ${name} does not cover ${what.en}`,
      },
      ref,
    )
  }
  return null
}

/** Why a training is no evidence for the person's activity; null when it is (trainings do not lapse). */
export function trainingProblem(
  training: TrainingEvidence,
  person: string,
  activity: Activity,
): Refusal | null {
  if (
    !training.deleted &&
    training.attended === '1' &&
    PASSING_EVALUATIONS.includes(training.evaluation ?? '') &&
    covers(training.activities, activity)
  )
    return null
  const ref = trainingRef(training)
  const name = `培训“${training.topic}”`
  const nameEn = `the training “${training.topic}”`
  if (training.deleted)
    return refusal(
      'trainingDeleted',
      {
        zh: `${person}的授权依据${name}已删除`,
        en: `${person}’s authorisation rests on ${nameEn}, which was deleted`,
      },
      ref,
    )
  if (training.attended !== '1')
    return refusal(
      'trainingNotAttended',
      { zh: `${person}未参加授权依据的${name}`, en: `${person} did not attend ${nameEn}` },
      ref,
    )
  const evaluation = training.evaluation ?? ''
  if (!PASSING_EVALUATIONS.includes(evaluation)) {
    const label = EVALUATION_LABELS[evaluation]
    return label
      ? refusal(
          'trainingPoor',
          {
            zh: `${person}的授权依据的${name}评价为“${label.zh}”`,
            en: `${person} was evaluated “${label.en}” in ${nameEn} her authorisation rests on`,
          },
          ref,
        )
      : refusal(
          'trainingNotEvaluated',
          {
            zh: `${person}的授权依据的${name}尚无培训效果评价`,
            en: `${person} has no evaluation yet from ${nameEn} her authorisation rests on`,
          },
          ref,
        )
  }
  if (!covers(training.activities, activity)) {
    const what = activityLabel(activity)
    return refusal(
      'trainingNotCovering',
      { zh: `${name}不涵盖${what.zh}`, en: `${nameEn} does not cover ${what.en}` },
      ref,
    )
  }
  return null
}

/**
 * Whether one authorisation holds on the day (yyyy-MM-dd, the lab's) for an activity it is meant to cover
 * (by default its own). Either evidence suffices; when neither stands, the certificate's problem is told.
 */
export function authorisationStanding(
  authorisation: Authorisation,
  day: string,
  activity: Activity = authorisation,
): Standing {
  const { person } = authorisation
  // Labels are made only for a refusal: a matrix asks about thousands of authorisations that hold.
  const label = () => activityLabel(activity)
  if (authorisation.withdrawn) {
    const what = label()
    return refusal('withdrawn', {
      zh: `${person}开展${what.zh}的授权已撤销`,
      en: `${person}’s authorisation for ${what.en} was withdrawn`,
    })
  }
  if (authorisation.validUntil !== null && authorisation.validUntil < day) {
    const what = label()
    return refusal('expired', {
      zh: `${person}开展${what.zh}的授权已于 ${authorisation.validUntil} 到期`,
      en: `${person}’s authorisation for ${what.en} ended on ${authorisation.validUntil}`,
    })
  }
  const { certificate, training } = authorisation
  if (!certificate && !training) {
    const what = label()
    return refusal('noEvidence', {
      zh: `${person}开展${what.zh}的授权没有依据（证书或培训）`,
      en: `${person}’s authorisation for ${what.en} rests on no evidence (a certificate or a training)`,
    })
  }
  const certificateRefusal = certificate
    ? certificateProblem(certificate, authorisation, activity, day)
    : null
  if (certificate && !certificateRefusal) return { holds: true }
  const trainingRefusal = training ? trainingProblem(training, person, activity) : null
  if (training && !trainingRefusal) return { holds: true }
  return certificateRefusal ?? trainingRefusal ?? { holds: true }
}

/**
 * Whether a person may do an activity on the day: an authorisation for that item or for every item of its
 * kind that holds. When none does, the most specific one's problem is told (the item's before the kind's),
 * or that she holds none at all.
 */
export function standingFor(
  authorisations: readonly Authorisation[],
  person: string,
  activity: Activity,
  day: string,
): Standing {
  const relevant = authorisations
    .filter(
      (row) =>
        row.abilityCode === activity.abilityCode &&
        (row.itemName === activity.itemName || row.itemName === ''),
    )
    .sort((a, b) => Number(a.itemName === '') - Number(b.itemName === ''))
  const standings = relevant.map((row) => authorisationStanding(row, day, activity))
  if (standings.some((standing) => standing.holds)) return { holds: true }
  const told = standings.find((standing) => !standing.holds && standing.problem !== 'withdrawn')
  if (told) return told
  const what = activityLabel(activity)
  return refusal('notAuthorised', {
    zh: `${person}未获授权开展${what.zh}`,
    en: `${person} is not authorised for ${what.en}`,
  })
}

/** Dictionary ability_status as an authorisation shows it: 1 enabled while it holds, 2 disabled otherwise. */
export const abilityStatusOf = (standing: Standing): '1' | '2' => (standing.holds ? '1' : '2')

/**
 * The day an authorisation holding now will lapse, if it is known: its end, or its certificate's expiry when
 * that is all it rests on (a passed training does not lapse). Null: it holds until someone acts.
 */
export function lapseDateOf(authorisation: Authorisation): string | null {
  const { certificate, training, validUntil } = authorisation
  const trainingStands =
    training !== null && trainingProblem(training, authorisation.person, authorisation) === null
  const evidenceEnd = trainingStands ? null : (certificate?.expiryDate ?? null)
  if (validUntil === null) return evidenceEnd
  if (evidenceEnd === null) return validUntil
  return validUntil < evidenceEnd ? validUntil : evidenceEnd
}
