import type { NumberedDocument } from './rule'

/** The resource code a lab's numbering rules keep their change history under (record_history.resource). */
export const NUMBERING_RULE_HISTORY = 'numbering_rule'

/*
 * A rule is keyed by its document type, the history by a record's uuid: each type has a fixed one, the same in
 * every lab. Version 8 ("custom") ids, so none can be taken for the uuidv7 id of a real record. Listed, not
 * computed from NUMBERED_DOCUMENTS' order: a new or moved document type must not move another's history.
 */
const RECORD_IDS: Readonly<Record<NumberedDocument, string>> = {
  order: '00000000-0000-8000-8000-000000000001',
  sample: '00000000-0000-8000-8000-000000000002',
  report: '00000000-0000-8000-8000-000000000003',
  certificate: '00000000-0000-8000-8000-000000000004',
  jewelAppraisal: '00000000-0000-8000-8000-000000000005',
  metalLabel: '00000000-0000-8000-8000-000000000006',
  verifyLabel: '00000000-0000-8000-8000-000000000007',
}

/** The id a document type's numbering rule has in the record history. */
export const numberingRuleRecordId = (document: NumberedDocument): string => RECORD_IDS[document]

/** The document type whose numbering rule has this history id, if any. */
export const numberedDocumentOf = (recordId: string): NumberedDocument | undefined =>
  (Object.keys(RECORD_IDS) as NumberedDocument[]).find((document) => RECORD_IDS[document] === recordId)
