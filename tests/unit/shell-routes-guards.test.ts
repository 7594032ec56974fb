import { describe, expect, it } from 'vitest'
import { decideNavigation, isPublicMatch, normalisePath, type NavigationState } from '@/app/guards'

const state = (overrides: Partial<NavigationState>): NavigationState => ({
  path: '/wel/index',
  isPublic: false,
  hasToken: true,
  hasSession: true,
  locked: false,
  ...overrides,
})

describe('navigation rules (spec §2)', () => {
  it('without a token allows only isAuth:false routes and sends the rest to /login', () => {
    expect(
      decideNavigation(state({ hasToken: false, hasSession: false, isPublic: true, path: '/cert' })),
    ).toEqual({
      kind: 'allow',
    })
    expect(decideNavigation(state({ hasToken: false, hasSession: false }))).toEqual({
      kind: 'redirect',
      to: '/login',
      clearSession: false,
    })
  })

  it('with a token, a locked session goes to /lock from everywhere but /lock', () => {
    expect(decideNavigation(state({ locked: true }))).toMatchObject({ kind: 'redirect', to: '/lock' })
    expect(decideNavigation(state({ locked: true, path: '/cert', isPublic: true }))).toMatchObject({
      to: '/lock',
    })
    expect(decideNavigation(state({ locked: true, path: '/login', isPublic: true }))).toMatchObject({
      to: '/lock',
    })
    expect(decideNavigation(state({ locked: true, path: '/lock', isPublic: true }))).toEqual({
      kind: 'allow',
    })
  })

  it('a signed-in user opening a login page goes to /', () => {
    expect(decideNavigation(state({ path: '/login', isPublic: true }))).toMatchObject({
      kind: 'redirect',
      to: '/',
    })
    expect(decideNavigation(state({ path: '/login1', isPublic: true }))).toMatchObject({ to: '/' })
    expect(decideNavigation(state({ path: '/register', isPublic: true }))).toEqual({ kind: 'allow' })
  })

  it('a token without its stored session clears it and goes to /login on routes that need authentication', () => {
    expect(decideNavigation(state({ hasSession: false }))).toEqual({
      kind: 'redirect',
      to: '/login',
      clearSession: true,
    })
    expect(decideNavigation(state({ hasSession: false, isPublic: true, path: '/cert' }))).toEqual({
      kind: 'allow',
    })
  })

  it('a complete session is allowed everywhere', () => {
    expect(decideNavigation(state({}))).toEqual({ kind: 'allow' })
    expect(decideNavigation(state({ path: '/cert', isPublic: true }))).toEqual({ kind: 'allow' })
  })

  it('a route is public when its deepest match says isAuth: false', () => {
    expect(isPublicMatch([{ staticData: {} }, { staticData: { isAuth: false } }])).toBe(true)
    expect(isPublicMatch([{ staticData: { isAuth: false } }, { staticData: {} }])).toBe(false)
    expect(isPublicMatch([])).toBe(false)
  })

  it('ignores a trailing slash', () => {
    expect(normalisePath('/login/')).toBe('/login')
    expect(normalisePath('/')).toBe('/')
  })
})
