import { DccInputError } from './errors'
import { type Labels } from './labels'
import { dcc, leaf, present, texts } from './text'
import type { XmlChild, XmlElement } from './xml'
import type { DccContact, DccIdentification, DccInput, IsoDate, LocalizedText } from './types'

/*
 * The administrativeData ring: who issued the DCC for whom, about which instrument, when and where, signed
 * by whom, and the statements of the certificate (conclusion, decision rule, dates, replacement, remarks).
 */

/** The country of the lab (MetroDesk serves Chinese labs) and the languages of its certificates. */
export const COUNTRY = 'CN'
export const USED_LANGUAGES = ['zh', 'en'] as const
export const MANDATORY_LANGUAGE = 'zh'

const COUNTRY_CODE = /^[A-Z]{2}$/

export function checkedDate(value: IsoDate, what: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (!match || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    throw new DccInputError(`${what}: "${value}" is not a date (YYYY-MM-DD)`)
  return value
}

const identification = ({ issuer, value, name }: DccIdentification): XmlElement =>
  dcc('identification', null, leaf('issuer', issuer), leaf('value', value), name ? texts('name', name) : null)

/**
 * A contact of the schema's strict kind. Its `eMail` is required but, in this schema version, may be empty:
 * MetroDesk does not know every party's address, and an invented one would be worse than none.
 */
function contact(name: string, party: DccContact, countryCode?: string): XmlChild[] {
  const country = present(party.countryCode) ?? countryCode
  if (country && !COUNTRY_CODE.test(country))
    throw new DccInputError(`country of ${name}: "${country}" is not an ISO 3166-1 code`)
  const address = present(party.address)
  const phone = present(party.phone)
  return [
    texts('name', party.name.trim()),
    leaf('eMail', party.email?.trim() ?? ''),
    phone ? leaf('phone', phone) : null,
    dcc(
      'location',
      null,
      country ? leaf('countryCode', country) : null,
      // The schema wants a location with one part at least: an empty `further` adds nothing unknown.
      address ? texts('further', address) : !country ? dcc('further', null) : null,
    ),
  ]
}

type Statement = {
  heading: LocalizedText
  text?: string | LocalizedText
  reference?: string
  date?: IsoDate
  location?: string
}

/** A statement's fixed heading and its text, both as the declaration's content. */
function statement(item: Statement): XmlElement {
  const text = typeof item.text === 'string' ? { zh: item.text } : item.text
  return dcc(
    'statement',
    null,
    item.reference ? leaf('reference', item.reference) : null,
    dcc(
      'declaration',
      null,
      texts('name', item.heading),
      text ? dcc('content', { lang: 'zh' }, text.zh) : null,
      text?.en === undefined ? null : dcc('content', { lang: 'en' }, text.en),
    ),
    item.date ? leaf('date', checkedDate(item.date, item.heading.en ?? item.heading.zh)) : null,
    item.location ? dcc('location', null, texts('further', item.location)) : null,
  )
}

function statements(input: DccInput, labels: Labels): Statement[] {
  const { revision } = input
  const location = present(input.environment.location)
  const conclusion = present(input.conclusion)
  const decisionRule = present(input.decisionRule)
  return [
    location ? { heading: labels.place, location } : null,
    conclusion ? { heading: labels.conclusion, text: conclusion } : null,
    decisionRule ? { heading: labels.decisionRule, text: decisionRule } : null,
    { heading: labels.issueDate, date: input.issueDate },
    input.nextDueDate ? { heading: labels.nextDue, date: input.nextDueDate } : null,
    revision
      ? {
          heading: labels.revision,
          text: {
            zh: `本证书替代证书 ${revision.supersedes}。原因：${revision.reason}`,
            en: `This certificate replaces certificate ${revision.supersedes}.`,
          },
          reference: revision.supersedes,
        }
      : null,
    ...(input.notes ?? []).flatMap((note) =>
      present(note) ? [{ heading: labels.note, text: note.trim() }] : [],
    ),
  ].filter((item) => item !== null)
}

export function administrativeData(input: DccInput, labels: Labels): XmlElement {
  const { lab, item, revision } = input
  const sha256 = present(revision?.supersededSha256)
  if (sha256 && !/^[0-9a-f]{64}$/i.test(sha256))
    throw new DccInputError(`superseded SHA-256: "${sha256}" is not 64 hex digits`)
  const accreditation = present(lab.accreditationNumber)
  const model = present(item.model)
  return dcc(
    'administrativeData',
    null,
    dcc(
      'dccSoftware',
      null,
      dcc(
        'software',
        null,
        texts('name', input.software.name),
        leaf('release', input.software.release),
        leaf('type', 'application'),
      ),
    ),
    dcc(
      'coreData',
      null,
      leaf('countryCodeISO3166_1', COUNTRY),
      USED_LANGUAGES.map((language) => leaf('usedLangCodeISO639_1', language)),
      leaf('mandatoryLangCodeISO639_1', MANDATORY_LANGUAGE),
      leaf('uniqueIdentifier', input.certificateNumber),
      dcc(
        'identifications',
        null,
        identification({
          issuer: 'calibrationLaboratory',
          value: input.certificateNumber,
          name: labels.certificateNumber,
        }),
      ),
      input.receiptDate ? leaf('receiptDate', checkedDate(input.receiptDate, 'receipt date')) : null,
      leaf('beginPerformanceDate', checkedDate(input.calibrationDate, 'calibration date')),
      leaf('endPerformanceDate', input.calibrationDate),
      leaf('performanceLocation', input.performanceLocation),
      revision && sha256
        ? dcc(
            'previousReport',
            null,
            texts('referral', labels.superseded),
            leaf('referralID', revision.supersedes),
            leaf('procedure', 'SHA-256'),
            leaf('value', sha256.toLowerCase()),
          )
        : null,
    ),
    dcc(
      'items',
      null,
      dcc(
        'item',
        null,
        texts('name', item.name),
        dcc('manufacturer', null, texts('name', present(item.manufacturer) ?? labels.notStated)),
        model ? leaf('model', model) : null,
        dcc('identifications', null, item.identifications.map(identification)),
      ),
    ),
    dcc(
      'calibrationLaboratory',
      null,
      accreditation ? leaf('calibrationLaboratoryCode', accreditation) : null,
      dcc('contact', null, contact('the lab', lab, COUNTRY)),
    ),
    dcc(
      'respPersons',
      null,
      input.respPersons.map((person) =>
        dcc(
          'respPerson',
          null,
          dcc('person', null, texts('name', person.name)),
          texts('description', labels.roles[person.role]),
          leaf('role', person.role),
          leaf('mainSigner', String(person.mainSigner)),
        ),
      ),
    ),
    dcc('customer', null, contact('the customer', input.customer)),
    dcc('statements', null, statements(input, labels).map(statement)),
  )
}
