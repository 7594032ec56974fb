/**
 * Shapes of the demo laboratory's system data. The data files beside this one (data/*.ts) are plain
 * declarations; seed.ts turns them into rows for a tenant. Chinese is the product's language and the
 * primary label; English is the second locale.
 */

export type Label = { zh: string; en: string }

export type DictEntrySeed = Label & {
  /** dictKey exactly as the spec gives it (string: some keys are "04", "-1", "999999"). */
  key: string
  remark?: string
}

export type DictGroupSeed = {
  /** The dictionary code exactly as the spec spells it (case matters: "NORMal_SORT_type"). */
  code: string
  /** Name of the group (the parent row, dictKey -1). */
  name: Label
  /** system: the spec's dictionaries (dict/*); biz: lab-maintained business dictionaries (dict-biz/*). */
  category: 'system' | 'biz'
  entries: DictEntrySeed[]
}

export type DeptSeed = Label & {
  /** Stable code of the department (used by numbering rules later). */
  code: string
  /** Abbreviation used in document numbers (e.g. "RL" for 热工室). */
  abbr: string
  /** Dictionary org_category: 1 company, 2 department, 3 group. */
  category: 1 | 2 | 3
  children?: DeptSeed[]
}

export type MenuSeed = Label & {
  /** Unique code; for buttons it is the permission code checked by the server (e.g. "dict_add"). */
  code: string
  /** 1 menu, 2 button. */
  category: 1 | 2
  /** Route path for menus (e.g. "/system/dict"); empty for buttons. */
  path: string
  /** Tabler icon name (e.g. "IconSettings") for menus; empty for buttons. */
  icon: string
  /** Role aliases allowed to see the entry; absent means every role that is granted the menu. */
  roles?: string[]
  /** "web" when path is an external address opened in /myiframe (spec §2). */
  target?: 'web'
  children?: MenuSeed[]
}

export type ParamSeed = {
  key: string
  value: string
  name: Label
  remark?: string
}

/** Role aliases of the demo lab: each demo account has the role of its name. */
export type RoleAlias =
  | 'administrator'
  | 'admin'
  | 'reception'
  | 'tester'
  | 'reviewer'
  | 'approver'
  | 'finance'
  | 'pickup'
  | 'quality'
