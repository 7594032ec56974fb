import { describe, expect, it } from 'vitest'
import type { Authorisation, CertificateEvidence } from '@/domain/staff/authorisation'
import { cellFor, competenceMatrix, kindColumns } from '@/domain/staff/matrix'

const DAY = '2026-06-01'
const certificate = (over: Partial<CertificateEvidence> = {}): CertificateEvidence => ({
  id: 'c1',
  holderId: 'u1',
  kind: '检定员证',
  certificateNo: 'JD-01',
  activities: '2\n示值误差\n回程误差',
  expiryDate: '2026-10-01',
  withdrawn: false,
  deleted: false,
  ...over,
})
const grant = (over: Partial<Authorisation>): Authorisation => ({
  userId: 'u1',
  person: '李检测',
  abilityCode: '2',
  itemName: '示值误差',
  validUntil: null,
  withdrawn: false,
  certificate: certificate({ holderId: over.userId ?? 'u1' }),
  training: null,
  ...over,
})
const people = [
  { userId: 'u1', person: '李检测', deptName: '力学室' },
  { userId: 'u2', person: '王校准', deptName: '热学室' },
  { userId: 'u3', person: '赵空白', deptName: null },
]

describe('the competence matrix', () => {
  it('has a column per authorised item, sorted by kind, and every person in the order given', () => {
    const matrix = competenceMatrix(
      people,
      [
        grant({ itemName: '回程误差' }),
        grant({ abilityCode: '1', itemName: '检定' }),
        grant({ userId: 'u2', person: '王校准', itemName: '示值误差' }),
        grant({ userId: 'u2', person: '王校准', itemName: '零位漂移', withdrawn: true }),
      ],
      DAY,
    )
    expect(matrix.columns).toEqual([
      { abilityCode: '1', itemName: '检定' },
      { abilityCode: '2', itemName: '回程误差' },
      { abilityCode: '2', itemName: '示值误差' },
    ])
    expect(matrix.rows.map((row) => row.person)).toEqual(['李检测', '王校准', '赵空白'])
    expect(matrix.rows[2]).toMatchObject({ cells: [], kinds: [] })
  })

  it('tells until when a cell holds: the latest of the authorisations that cover it, none being latest', () => {
    const matrix = competenceMatrix(
      people,
      [
        grant({ validUntil: '2026-08-01' }),
        grant({ itemName: '', validUntil: '2026-09-15' }),
        grant({ userId: 'u2', person: '王校准', validUntil: '2026-07-01' }),
        grant({
          userId: 'u2',
          person: '王校准',
          itemName: '',
          certificate: certificate({ holderId: 'u2', expiryDate: null }),
        }),
      ],
      DAY,
    )
    expect(matrix.rows[0]!.cells).toEqual([{ c: 0, until: '2026-09-15', problem: null }])
    expect(matrix.rows[0]!.kinds).toEqual([{ abilityCode: '2', until: '2026-09-15', problem: null }])
    expect(matrix.rows[1]!.cells).toEqual([{ c: 0, until: null, problem: null }])
  })

  it('shows a lapsed cell with its problem, and a kind-wide one covering the kind’s other items', () => {
    const matrix = competenceMatrix(
      people,
      [
        grant({ certificate: certificate({ expiryDate: '2026-05-31' }) }),
        grant({ userId: 'u2', person: '王校准', itemName: '回程误差' }),
        grant({ userId: 'u2', person: '王校准', itemName: '', certificate: null }),
      ],
      DAY,
    )
    expect(matrix.columns.map((column) => column.itemName)).toEqual(['回程误差', '示值误差'])
    const [li, wang] = matrix.rows
    expect(li!.cells).toEqual([{ c: 1, until: null, problem: 'certificateExpired' }])
    expect(wang!.kinds).toEqual([{ abilityCode: '2', until: null, problem: 'noEvidence' }])
    // Her own cell where she has one, else her kind-wide authorisation; nothing for another person's kind.
    expect(cellFor(wang!, matrix.columns[1]!, 1)).toEqual({
      abilityCode: '2',
      until: null,
      problem: 'noEvidence',
    })
    expect(cellFor(wang!, matrix.columns[0]!, 0)).toMatchObject({ problem: null })
    expect(cellFor(li!, matrix.columns[0]!, 0)).toBeNull()
    expect(kindColumns(matrix)).toEqual([{ abilityCode: '2', itemName: '' }])
  })
})
