import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The modules a module really runs through its static imports, following only the names it imports.
 *
 * The bundler's module graph says which modules a module imports, not which of their exports it uses: through
 * a barrel (`@mantine/core`'s index re-exports some 400 modules) every module looks reachable from every
 * importer. The build cuts its chunks by what the sign-in page and the signed-in shell need (vite.config.ts);
 * cut by that graph, the sign-in page would fetch every component any page uses. Here the names are
 * followed through the import and export statements of the transformed code instead.
 *
 * A mistake only moves a module to another chunk: a module needed but not found here is still loaded (the
 * bundler puts it in a chunk of its own); one found but not needed costs bytes, not correctness.
 */

export type ModuleFacts = {
  code: string | null
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
}

export type ModuleFactsOf = (id: string) => ModuleFacts | null | undefined

/** Every name, or these. */
type Names = '*' | ReadonlySet<string>

type Binding = { imported: string; local: string }

type Statement =
  | { kind: 'import'; spec: string; bindings: Binding[]; sideEffect: boolean }
  | { kind: 'reexport'; spec: string; names: Binding[] | '*' }

const STATEMENT =
  /(?:^|[;\n])\s*(import|export)\s+([^'";]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n])\s*import\s*["']([^"']+)["']/g
const EXPORT_LIST = /(?:^|[;\n])\s*export\s*\{([^}]*)\}\s*(?!\s*from)(?=;|\n|$)/g

function bindingsOf(list: string): Binding[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [imported = '', local = imported] = part.split(/\s+as\s+/).map((name) => name.trim())
      return { imported, local }
    })
}

function parseStatements(code: string): Statement[] {
  const statements: Statement[] = []
  for (const match of code.matchAll(STATEMENT)) {
    const [, keyword, clause = '', spec, bareSpec] = match
    if (bareSpec) {
      statements.push({ kind: 'import', spec: bareSpec, bindings: [], sideEffect: true })
      continue
    }
    if (!spec) continue
    const text = clause.trim()
    if (keyword === 'export') {
      if (text.startsWith('*')) {
        const namespace = /^\*\s+as\s+([\w$]+)/.exec(text)?.[1]
        statements.push({
          kind: 'reexport',
          spec,
          names: namespace ? [{ imported: '*', local: namespace }] : '*',
        })
      } else {
        statements.push({ kind: 'reexport', spec, names: bindingsOf(text.replace(/^\{|\}$/g, '')) })
      }
      continue
    }
    const bindings: Binding[] = []
    const braces = /\{([^}]*)\}/.exec(text)?.[1]
    if (braces !== undefined) bindings.push(...bindingsOf(braces))
    const namespace = /\*\s+as\s+([\w$]+)/.exec(text)?.[1]
    if (namespace) bindings.push({ imported: '*', local: namespace })
    const defaultName = /^([\w$]+)\s*(?:,|$)/.exec(text)?.[1]
    if (defaultName && defaultName !== 'type') bindings.push({ imported: 'default', local: defaultName })
    statements.push({ kind: 'import', spec, bindings, sideEffect: false })
  }
  return statements
}

/** `export { a as b }` lists (no `from`): exported name → local name. */
function exportLists(code: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const match of code.matchAll(EXPORT_LIST))
    for (const { imported, local } of bindingsOf(match[1] ?? '')) map.set(local, imported)
  return map
}

/** The code without its import and export statements: where a local name is really used. */
const bodyOf = (code: string) => code.replace(STATEMENT, '\n').replace(EXPORT_LIST, '\n')

/** The name used as a value: not part of a longer name, not a member (`a.name`; a spread `...name` is a use). */
const isWordIn = (name: string, text: string) =>
  new RegExp(`(?<![\\w$])(?<![^.]\\.)${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(text)

/** A glob of package.json's `sideEffects` as a test of a file path (`*.css`, `**\/sidecar.js`). */
const globTest = (glob: string) =>
  new RegExp(
    `(^|/)${glob
      .replace(/^\.?\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  )

const packageSideEffects = new Map<string, boolean | ((file: string) => boolean)>()

/**
 * Whether the bundler may leave a module out when none of its exports is used: so in a package whose
 * package.json says `sideEffects: false` (or lists the files that have some). Anything else, the app's own
 * modules included, runs when imported, used or not.
 */
function isSideEffectFree(id: string): boolean {
  const file = id.split('?')[0] ?? id
  const at = file.lastIndexOf('/node_modules/')
  if (at < 0) return false
  const rest = file.slice(at + '/node_modules/'.length).split('/')
  const packageDir =
    file.slice(0, at) + '/node_modules/' + rest.slice(0, rest[0]?.startsWith('@') ? 2 : 1).join('/')
  let rule = packageSideEffects.get(packageDir)
  if (rule === undefined) {
    const manifest = path.join(packageDir, 'package.json')
    const declared = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, 'utf8')) as { sideEffects?: unknown }).sideEffects
      : undefined
    if (declared === false) rule = true
    else if (Array.isArray(declared)) {
      const tests = declared.map((glob) => globTest(String(glob)))
      rule = (inPackage: string) => !tests.some((test) => test.test(inPackage))
    } else rule = false
    packageSideEffects.set(packageDir, rule)
  }
  return typeof rule === 'function' ? rule(path.relative(packageDir, file)) : rule
}

const stripExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '')

/** Which of the module's imported ids a specifier names. */
function resolveSpec(spec: string, from: string, importedIds: readonly string[], srcDir: string): string[] {
  const bare = (id: string) => stripExtension(id.split('?')[0] ?? id)
  if (spec.startsWith('.') || spec.startsWith('@/')) {
    const target = spec.startsWith('@/')
      ? path.join(srcDir, spec.slice(2))
      : path.resolve(path.dirname(from), spec)
    const wanted = stripExtension(target)
    return importedIds.filter(
      (id) => bare(id) === wanted || bare(id) === `${wanted}/index` || id.split('?')[0] === target,
    )
  }
  const parts = spec.split('/')
  const packageName = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec)
  const inPackage = importedIds.filter((id) => id.includes(`/node_modules/${packageName}/`))
  if (inPackage.length <= 1) return inPackage
  const subpath = spec.slice(packageName.length + 1)
  if (subpath) {
    const last = subpath.split('/').at(-1) ?? subpath
    const matching = inPackage.filter((id) => id.includes(last))
    if (matching.length > 0) return matching
  }
  return inPackage
}

/**
 * The modules `entry` runs through static imports, following imported names through re-exports. `srcDir`
 * resolves the `@/` alias.
 */
export function usedModules(entry: string, factsOf: ModuleFactsOf, srcDir: string): Set<string> {
  const followed = new Map<string, '*' | Set<string>>()
  const pending: [string, Names][] = [[entry, '*']]

  const wantsMore = (id: string, names: Names): Names | null => {
    const seen = followed.get(id)
    if (seen === '*') return null
    if (names === '*') {
      followed.set(id, '*')
      return '*'
    }
    const fresh = new Set([...names].filter((name) => !seen?.has(name)))
    if (seen && fresh.size === 0) return null
    followed.set(id, new Set([...(seen ?? []), ...names]))
    return seen ? fresh : names
  }

  for (let next = pending.pop(); next; next = pending.pop()) {
    const [id, requested] = next
    const names = wantsMore(id, requested)
    if (names === null) continue
    const facts = factsOf(id)
    if (!facts) continue
    if (facts.code === null) {
      for (const imported of facts.importedIds) pending.push([imported, '*'])
      continue
    }
    const statements = parseStatements(facts.code)
    const body = bodyOf(facts.code)
    const exported = exportLists(facts.code)
    const wanted = (exportedName: string) => names === '*' || names.has(exportedName)
    const locallyWanted = (local: string) =>
      isWordIn(local, body) ||
      [...exported].some(([exportedAs, localName]) => localName === local && wanted(exportedAs))
    const resolvedIds = new Set<string>()
    const follow = (spec: string, imported: Names) => {
      const ids = resolveSpec(spec, id, facts.importedIds, srcDir)
      for (const target of ids) {
        resolvedIds.add(target)
        pending.push([target, imported])
      }
    }
    for (const statement of statements) {
      if (statement.kind === 'import') {
        if (statement.sideEffect) {
          follow(statement.spec, new Set())
          continue
        }
        const used = statement.bindings.filter((binding) => locallyWanted(binding.local))
        // Imported but unused: a module free of side effects is not run for it, any other module is.
        if (used.length === 0) {
          for (const target of resolveSpec(statement.spec, id, facts.importedIds, srcDir)) {
            resolvedIds.add(target)
            if (!isSideEffectFree(target)) pending.push([target, new Set()])
          }
          continue
        }
        follow(
          statement.spec,
          used.some((binding) => binding.imported === '*')
            ? '*'
            : new Set(used.map((binding) => binding.imported)),
        )
      } else if (statement.names === '*') {
        follow(statement.spec, names)
      } else {
        const used = statement.names.filter((binding) => wanted(binding.local))
        if (used.length === 0) {
          for (const target of resolveSpec(statement.spec, id, facts.importedIds, srcDir)) {
            resolvedIds.add(target)
            if (!isSideEffectFree(target)) pending.push([target, new Set()])
          }
          continue
        }
        follow(
          statement.spec,
          used.some((binding) => binding.imported === '*')
            ? '*'
            : new Set(used.map((binding) => binding.imported)),
        )
      }
    }
    // Imports the statements did not account for (a form the parser does not read): followed whole.
    for (const imported of facts.importedIds) if (!resolvedIds.has(imported)) pending.push([imported, '*'])
  }
  return new Set(followed.keys())
}

/** The modules `entry` may ever run: through static imports, then through each on-demand import in turn. */
export function usedModulesWithDynamic(entry: string, factsOf: ModuleFactsOf, srcDir: string): Set<string> {
  const all = new Set<string>()
  const roots = [entry]
  const rootsSeen = new Set(roots)
  for (let root = roots.pop(); root !== undefined; root = roots.pop()) {
    for (const id of usedModules(root, factsOf, srcDir)) {
      all.add(id)
      for (const dynamic of factsOf(id)?.dynamicallyImportedIds ?? []) {
        if (rootsSeen.has(dynamic)) continue
        rootsSeen.add(dynamic)
        roots.push(dynamic)
      }
    }
  }
  return all
}
