import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { MenuItem } from '../../src/api/auth'
import { badgeText } from '../../src/app/layout/error-log/badgeText'
import { hashLockPassword, newSalt, sameDigest } from '../../src/app/lock/lockHash'
import { sha256Hex } from '../../src/app/lock/sha256'
import {
  findMenuEntry,
  firstLeaf,
  isVisibleTo,
  menuHref,
  menuLabel,
  menuTrail,
  visibleMenu,
} from '../../src/app/menu'
import { colorShades, contrastRatio, mix, normalizeHex, readableShade } from '../../src/app/theme/palette'
import { buildAppTheme, shellVariables } from '../../src/app/theme/themes'
import { THEMES } from '../../src/domain/constants'
import { topOffset } from '../../src/ui/dialogOffset'

const entry = (
  id: string,
  path: string,
  extra: Partial<MenuItem> = {},
  children: MenuItem[] = [],
): MenuItem =>
  ({
    id,
    parentId: '0',
    code: id,
    name: `菜单${id}`,
    path,
    source: '',
    category: 1,
    sort: 0,
    target: null,
    roles: null,
    i18n: { en: `Menu ${id}` },
    meta: { i18n: { en: `Menu ${id}` } },
    hasChildren: children.length > 0,
    children,
    ...extra,
  }) as MenuItem

describe('menu rules (spec §2, §6)', () => {
  const menu = [
    entry('sys', '/system', { roles: ['admin'] }, [entry('user', '/system/user')]),
    entry('me', '/info', {}, [
      entry('info', '/info/index'),
      entry('web', 'https://example.com/a b', { target: 'web' }),
    ]),
  ]

  it('shows an entry without roles to everyone, and one with roles only to those roles', () => {
    expect(isVisibleTo({ roles: null }, ['tester'])).toBe(true)
    expect(isVisibleTo({ roles: [] }, ['tester'])).toBe(true)
    expect(isVisibleTo({ roles: ['admin'] }, ['tester'])).toBe(false)
    expect(isVisibleTo({ roles: ['admin', 'tester'] }, ['tester'])).toBe(true)
    expect(visibleMenu(menu, ['tester']).map((item) => item.id)).toEqual(['me'])
    expect(visibleMenu(menu, ['admin']).map((item) => item.id)).toEqual(['sys', 'me'])
  })

  it('hides children with roles the user lacks', () => {
    const tree = [entry('a', '/a', {}, [entry('b', '/b', { roles: ['admin'] }), entry('c', '/c')])]
    expect(visibleMenu(tree, ['tester'])[0]?.children.map((item) => item.id)).toEqual(['c'])
  })

  it('opens web entries as /myiframe/<encoded address>', () => {
    expect(menuHref(entry('w', 'https://example.com/a b', { target: 'web' }))).toBe(
      '/myiframe/https%3A%2F%2Fexample.com%2Fa%20b',
    )
    expect(menuHref(entry('w', 'http://x.test'))).toBe('/myiframe/http%3A%2F%2Fx.test')
    expect(menuHref(entry('u', '/system/user'))).toBe('/system/user')
  })

  it('finds the first entry of a sub-menu, depth first', () => {
    expect(firstLeaf(menu)?.id).toBe('user')
    expect(firstLeaf([entry('empty', '', {}, []), entry('x', '/x')])?.id).toBe('x')
    expect(firstLeaf([])).toBeUndefined()
  })

  it('finds the entry of a path, web entries by their /myiframe address', () => {
    expect(findMenuEntry(menu, '/info/index')?.id).toBe('info')
    expect(findMenuEntry(menu, '/myiframe/https%3A%2F%2Fexample.com%2Fa%20b')?.id).toBe('web')
    expect(findMenuEntry(menu, '/nope')).toBeUndefined()
    expect(menuTrail(menu, '/system/user').map((item) => item.id)).toEqual(['sys', 'user'])
  })

  it('names entries in the current language', () => {
    expect(menuLabel(entry('x', '/x'), 'zh')).toBe('菜单x')
    expect(menuLabel(entry('x', '/x'), 'en')).toBe('Menu x')
    expect(menuLabel(entry('x', '/x', { meta: { i18n: {} } }), 'en')).toBe('菜单x')
  })
})

describe('error-log badge (spec §2, §9)', () => {
  it('is hidden without logs and capped at 99', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(1)).toBe('1')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(5000)).toBe('99+')
  })
})

describe('lock password digest', () => {
  it('matches Node’s SHA-256 for the fallback implementation', () => {
    for (const text of [
      '',
      'abc',
      'metrodesk',
      '锁屏密码',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(1000),
    ]) {
      const bytes = new TextEncoder().encode(text)
      expect(sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'))
    }
  })

  it('salts the password, so two salts give two digests, and compares digests', async () => {
    const a = newSalt()
    const b = newSalt()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(a).not.toBe(b)
    const digest = await hashLockPassword('1234', a)
    expect(digest).toBe(createHash('sha256').update(`${a}:1234`).digest('hex'))
    expect(digest).not.toBe(await hashLockPassword('1234', b))
    expect(sameDigest(digest, await hashLockPassword('1234', a))).toBe(true)
    expect(sameDigest(digest, await hashLockPassword('1235', a))).toBe(false)
  })
})

describe('themes (spec §2, §9)', () => {
  it('reads hex colours', () => {
    expect(normalizeHex('#409EFF')).toBe('#409eff')
    expect(normalizeHex('abc')).toBe('#aabbcc')
    expect(normalizeHex('red')).toBeNull()
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080')
  })

  it('makes shade 6 the chosen colour, lighter shades before it and darker after', () => {
    const shades = colorShades('#409EFF', '#409EFF')
    expect(shades).toHaveLength(10)
    expect(shades[6]).toBe('#409eff')
    const lightness = shades.map((hex) => Number.parseInt(hex.slice(1, 3), 16))
    expect([...lightness].sort((x, y) => y - x)).toEqual(lightness)
    expect(colorShades('nonsense', '#409EFF')[6]).toBe('#409eff')
  })

  it('gives six visibly different themes driven by the chosen colour', () => {
    const themes = THEMES.map((name) => buildAppTheme(name, '#409EFF'))
    const looks = themes.map(({ shell, mantine }) =>
      JSON.stringify([shell.headerBg, shell.sidebarBg, mantine.defaultRadius, mantine.fontSizes?.md]),
    )
    expect(new Set(looks).size).toBe(6)
    for (const theme of themes) expect(theme.mantine.colors?.brand?.[6]).toBe('#409eff')
    // The hey header takes the chosen colour, darkened until white text on it is readable (WCAG AA).
    const heyHeader = buildAppTheme('hey', '#F5222D').shell.headerBg
    expect(heyHeader).toBe(mix(readableShade('#f5222d'), '#000000', 0.15))
    expect(contrastRatio(heyHeader, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(buildAppTheme('default', 'nope').mantine.colors?.brand?.[6]).toBe('#409eff')
  })

  it('names the shell colours as CSS variables', () => {
    const variables = shellVariables(buildAppTheme('default', '#409EFF').shell)
    expect(variables['--md-header-bg']).toBe('#ffffff')
    // The active entry's fill: the theme blue's readable shade, under white text.
    expect(variables['--md-sidebar-active-bg']).toBe(readableShade('#409eff'))
    expect(contrastRatio(readableShade('#409eff'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })
})

describe('dialog offset (spec §9: top 2%)', () => {
  it('reads a percentage as a share of the window height', () => {
    expect(topOffset('2%')).toBe('2vh')
    expect(topOffset('40px')).toBe('40px')
  })
})
