import { queryOptions } from '@tanstack/react-query'
import { requestBlob } from './blob'
import { api } from './client'
import type { AnswerData } from './contract'
import { unwrapEnvelope } from './envelope'
import { BACKGROUND, NO_LOADING } from './requestFlags'

/** The staff office's overviews of competence: what lapses ahead, and who may do which test item. */

export type StaffLapses = AnswerData<'/api/hm-staff/lapses'>
export type StaffLapse = StaffLapses['rows'][number]
export type StaffLapseBucket = StaffLapse['bucket']
export type StaffLapseSubject = StaffLapse['subject']

/** GET lapses: certificates and authorisations lapsing within 90 days or lapsed, bucketed. */
export const fetchStaffLapses = (headers: Record<string, string> = NO_LOADING) =>
  unwrapEnvelope(api.GET('/api/hm-staff/lapses', { headers }))

/** The competence matrix on a lab day: test items as columns, people as rows, each with what she holds. */
export type CompetenceMatrix = AnswerData<'/api/hm-staff/competence-matrix'>
type MatrixCell = CompetenceMatrix['rows'][number]['cells'][number]
/** One person's authorisation of a column, or of every item of a kind: holding (no problem) or not. */
export type MatrixGrant = Pick<MatrixCell, 'until' | 'problem'>

/** '' for a filter not set: a department (with those under it), a kind, part of a name, part of an item. */
export type CompetenceMatrixFilters = { deptId: string; abilityCode: string; person: string; item: string }

/** The filters that are set, as the query sends them (the day is the server's: the lab's today). */
const matrixQuery = (filters: CompetenceMatrixFilters): Partial<CompetenceMatrixFilters> =>
  Object.fromEntries(
    Object.entries(filters)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  )

/** GET competence-matrix on the lab's today (the page shows its own spinner, no overlay). */
export const fetchCompetenceMatrix = (filters: CompetenceMatrixFilters) =>
  unwrapEnvelope(
    api.GET('/api/hm-staff/competence-matrix', {
      params: { query: matrixQuery(filters) },
      headers: NO_LOADING,
    }),
  )

/** GET competence-matrix/export: the same matrix as an .xlsx (its headings in the UI's Accept-Language). */
export const exportCompetenceMatrix = (filters: CompetenceMatrixFilters) =>
  requestBlob(
    `/api/hm-staff/competence-matrix/export?${new URLSearchParams(matrixQuery(filters)).toString()}`,
  )

/** Query key factory of the staff office's overviews. */
export const staffCompetenceQueries = {
  all: () => ['staff-competence'] as const,
  lapses: () =>
    queryOptions({
      queryKey: [...staffCompetenceQueries.all(), 'lapses'] as const,
      queryFn: () => fetchStaffLapses(),
      staleTime: 0,
    }),
  /** The home card's counts: background work, so a failure leaves the card quiet. */
  lapseCounts: () =>
    queryOptions({
      queryKey: [...staffCompetenceQueries.all(), 'lapses', 'home'] as const,
      queryFn: () => fetchStaffLapses(BACKGROUND),
      staleTime: 60_000,
    }),
  matrix: (filters: CompetenceMatrixFilters) =>
    queryOptions({
      queryKey: [...staffCompetenceQueries.all(), 'matrix', filters] as const,
      queryFn: () => fetchCompetenceMatrix(filters),
      staleTime: 0,
      // A matrix of 500 × 2,000 is replaced whole: comparing it with the last one, object by object, would
      // cost more than it saves.
      structuralSharing: false,
      // A megabyte of text: kept out of the stored query cache (a reload asks the server again).
      meta: { persist: false },
    }),
}
