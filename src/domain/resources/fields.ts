import type { ValidatorName } from '../validation/registry'
import type { Localized, ResourceField } from './types'

/*
 * Builders of the field shapes many declarations share. Each fixes what makes a field of its kind (widget,
 * stored data, where its options come from) and takes the rest as the declaration writes it, so a declaration
 * states only what is its own. They build plain objects, equal to the literals they replace.
 */

/** A field as a declaration writes it once a builder has fixed `Fixed`. */
type Declared<Fixed extends keyof ResourceField> = Omit<ResourceField, Fixed>

/** A select stores the chosen key: a dictionary key (text) or a state (int). */
type Selected = Declared<'type' | 'source' | 'data'> & { data: 'text' | 'int' }

/** Codes and aliases the server keys on (dictionary codes, role aliases): the same rule as the module routes. */
export const identifierRule = {
  pattern: '^[A-Za-z][\\w-]*$',
  message: {
    zh: '以字母开头，只含字母、数字、_ 或 -',
    en: 'Starts with a letter; letters, digits, _ or -',
  },
} as const satisfies Pick<ResourceField, 'pattern' | 'message'>

/** A select over a dictionary, named by its code (e.g. 'OBJECT_STATE'). */
export const dictField = (dict: string, field: Selected): ResourceField => ({
  ...field,
  type: 'select',
  source: { dict },
})

/** A select over states the declaration lists itself. */
export const choiceField = (
  choices: readonly { value: string; label: Localized }[],
  field: Selected,
): ResourceField => ({ ...field, type: 'select', source: { options: choices } })

/** The two values of a yes/no, as the list, the export and the history show a boolean column. */
const YES_NO = [
  { value: 'true', label: { zh: '是', en: 'Yes' } },
  { value: 'false', label: { zh: '否', en: 'No' } },
] as const satisfies readonly { value: string; label: Localized }[]

/**
 * A yes/no kept as a boolean column (a certificate's withdrawal): shown 是 / 否 and searched by a select
 * over both. Text 'true' / 'false' is what the database gives a boolean as text, so the history's before
 * and after read the same way.
 */
export const flagField = (field: Declared<'type' | 'data' | 'source'>): ResourceField => ({
  width: 80,
  ...field,
  type: 'select',
  data: 'boolean',
  source: { options: YES_NO },
})

/** A calendar date, searched as a range. */
export const dateField = (field: Declared<'type' | 'data'>): ResourceField => ({
  ...field,
  type: 'daterange',
  data: 'date',
})

/** A moment (timestamp with time zone), searched as a range; the lists sort by every one of them. */
export const timestampField = (field: Declared<'type' | 'data' | 'sortable'>): ResourceField => ({
  width: 170,
  ...field,
  type: 'daterange',
  data: 'timestamp',
  sortable: true,
})

export const createdLabel: Localized = { zh: '创建时间', en: 'Created' }

/** When the record was created: set by the server, so never in the form; shown through column settings. */
export const createTimeField: ResourceField = timestampField({
  name: 'createTime',
  label: createdLabel,
  form: false,
  hidden: true,
})

/** A telephone number as typed: 'mobile' takes a mainland mobile only, 'phone' a landline too. */
export const phoneField = (
  field: Declared<'type' | 'data' | 'validator' | 'maxLength'> & {
    validator: Extract<ValidatorName, 'mobile' | 'phone'>
  },
): ResourceField => ({ ...field, type: 'input', data: 'text', maxLength: 20 })

export const remarkField = (field: Declared<'name' | 'label' | 'type' | 'data'> = {}): ResourceField => ({
  name: 'remark',
  label: { zh: '备注', en: 'Remark' },
  ...field,
  type: 'input',
  data: 'text',
})

/** The display order of reference data (dictionaries, departments, roles, menus). */
export const sortField: ResourceField = {
  name: 'sort',
  label: { zh: '排序', en: 'Order' },
  type: 'inputTwo',
  data: 'int',
  validator: 'nonNegativeInteger',
  sortable: true,
  width: 120,
}

/** A text read from another table through this record's key (an instrument's customer name): never written. */
export const joinedField = (
  join: NonNullable<ResourceField['join']>,
  field: Declared<'type' | 'data' | 'form' | 'join'>,
): ResourceField => ({ ...field, type: 'input', data: 'text', form: false, join })

/**
 * The key of a record of another resource, picked by that record's title. A key means nothing to a reader,
 * so it is no column of the list (a joined name is shown instead).
 */
export const lookupField = (
  resource: string,
  field: Declared<'type' | 'data' | 'source' | 'list'>,
): ResourceField => ({
  ...field,
  type: 'select',
  data: 'uuid',
  source: { resource },
  list: false,
})

/** The key of a node picked from a tree (a department, a parent role or menu); no column either. */
export const treeField = (
  treeUrl: string,
  field: Declared<'type' | 'data' | 'source' | 'list'>,
): ResourceField => ({
  ...field,
  type: 'tree',
  data: 'uuid',
  source: { treeUrl },
  list: false,
})

/** A related record's key without a picker (the work lists' fixed conditions search by it); no column. */
export const idField = (field: Declared<'type' | 'data' | 'list'>): ResourceField => ({
  ...field,
  type: 'input',
  data: 'uuid',
  list: false,
})

/** A text input of `maxLength` 200 in a 130 px column unless `extra` says otherwise. */
export const textField = (
  name: string,
  zh: string,
  en: string,
  extra: Partial<ResourceField> = {},
): ResourceField => ({
  name,
  label: { zh, en },
  type: 'input',
  data: 'text',
  maxLength: 200,
  width: 130,
  ...extra,
})
