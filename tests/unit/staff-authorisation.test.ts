import { describe, expect, it } from 'vitest'
import {
  abilityStatusOf,
  authorisationStanding,
  covers,
  lapseDateOf,
  standingFor,
  type Authorisation,
  type CertificateEvidence,
  type TrainingEvidence,
} from '@/domain/staff/authorisation'
import { lapseBucket } from '@/domain/staff/lapses'

const DAY = '2026-06-01'
const certificate = (over: Partial<CertificateEvidence> = {}): CertificateEvidence => ({
  id: 'c1',
  holderId: 'u1',
  kind: '检定员证',
  certificateNo: 'JD-2026-01',
  activities: '2\n3',
  expiryDate: '2026-10-01',
  withdrawn: false,
  deleted: false,
  ...over,
})
const training = (over: Partial<TrainingEvidence> = {}): TrainingEvidence => ({
  id: 't1',
  topic: '示值误差培训',
  activities: '示值误差',
  deleted: false,
  attended: '1',
  evaluation: '2',
  ...over,
})
const authorisation = (over: Partial<Authorisation> = {}): Authorisation => ({
  userId: 'u1',
  person: '李检测',
  abilityCode: '2',
  itemName: '',
  validUntil: null,
  withdrawn: false,
  certificate: certificate(),
  training: null,
  ...over,
})
const message = (standing: ReturnType<typeof authorisationStanding>) =>
  standing.holds ? null : standing.message.zh

describe('whether a staff authorisation holds', () => {
  it('holds on a valid certificate covering the ability code or the item, and shows as enabled', () => {
    const standing = authorisationStanding(authorisation(), DAY)
    expect(standing).toEqual({ holds: true })
    expect(abilityStatusOf(standing)).toBe('1')
    expect(covers('示值误差\n 3 ', { abilityCode: '2', itemName: '示值误差' })).toBe(true)
    expect(covers('3', { abilityCode: '2', itemName: '示值误差' })).toBe(false)
    // A certificate without an expiry does not lapse.
    expect(
      authorisationStanding(authorisation({ certificate: certificate({ expiryDate: null }) }), '2099-01-01'),
    ).toEqual({
      holds: true,
    })
  })

  it('names the lapsed, withdrawn, foreign or not covering certificate', () => {
    const expired = authorisationStanding(authorisation(), '2026-10-02')
    expect(message(expired)).toBe('李检测的授权依据“检定员证 JD-2026-01”已于 2026-10-01 过期')
    expect(expired).toMatchObject({
      problem: 'certificateExpired',
      evidence: { kind: 'certificate', id: 'c1' },
    })
    expect(abilityStatusOf(expired)).toBe('2')
    expect(message(authorisationStanding(authorisation(), '2026-10-01'))).toBeNull()
    expect(
      message(authorisationStanding(authorisation({ certificate: certificate({ withdrawn: true }) }), DAY)),
    ).toBe('李检测的授权依据“检定员证 JD-2026-01”已撤回')
    expect(
      message(authorisationStanding(authorisation({ certificate: certificate({ deleted: true }) }), DAY)),
    ).toBe('李检测的授权依据“检定员证 JD-2026-01”已删除')
    expect(
      message(authorisationStanding(authorisation({ certificate: certificate({ holderId: 'u2' }) }), DAY)),
    ).toBe('证书“检定员证 JD-2026-01”不是李检测本人的证书')
    expect(message(authorisationStanding(authorisation({ abilityCode: '1' }), DAY))).toBe(
      '李检测的证书“检定员证 JD-2026-01”不涵盖检定工作',
    )
  })

  it('holds on a training she attended and passed (excellent or good) covering the item', () => {
    const onTraining = (over: Partial<TrainingEvidence>) =>
      authorisationStanding(
        authorisation({ certificate: null, training: training(over), itemName: '示值误差' }),
        DAY,
      )
    expect(onTraining({})).toEqual({ holds: true })
    expect(onTraining({ evaluation: '1' })).toEqual({ holds: true })
    expect(message(onTraining({ evaluation: '3' }))).toBe('李检测的授权依据的培训“示值误差培训”评价为“较差”')
    expect(message(onTraining({ evaluation: null }))).toBe(
      '李检测的授权依据的培训“示值误差培训”尚无培训效果评价',
    )
    expect(message(onTraining({ attended: '0' }))).toBe('李检测未参加授权依据的培训“示值误差培训”')
    expect(message(onTraining({ attended: null }))).toBe('李检测未参加授权依据的培训“示值误差培训”')
    expect(message(onTraining({ activities: '重复性' }))).toBe('培训“示值误差培训”不涵盖“示值误差”（校准）')
  })

  it('does not hold without evidence, withdrawn or past its end, saying which', () => {
    expect(message(authorisationStanding(authorisation({ certificate: null }), DAY))).toBe(
      '李检测开展校准工作的授权没有依据（证书或培训）',
    )
    expect(message(authorisationStanding(authorisation({ validUntil: '2026-05-31' }), DAY))).toBe(
      '李检测开展校准工作的授权已于 2026-05-31 到期',
    )
    expect(authorisationStanding(authorisation({ withdrawn: true }), DAY)).toMatchObject({
      problem: 'withdrawn',
    })
  })

  it('holds when either evidence stands', () => {
    const both = authorisation({
      itemName: '示值误差',
      certificate: certificate({ withdrawn: true }),
      training: training(),
    })
    expect(authorisationStanding(both, DAY)).toEqual({ holds: true })
    // A passed training does not lapse, so the authorisation lapses only at its own end.
    expect(lapseDateOf(both)).toBeNull()
    expect(lapseDateOf(authorisation())).toBe('2026-10-01')
    expect(lapseDateOf(authorisation({ validUntil: '2026-07-01' }))).toBe('2026-07-01')
  })
})

describe('a person’s standing for a test item', () => {
  const item = { abilityCode: '2', itemName: '示值误差' }

  it('takes an authorisation for the item or for every item of its kind', () => {
    expect(standingFor([authorisation()], '李检测', item, DAY)).toEqual({ holds: true })
    expect(
      standingFor(
        [authorisation({ itemName: '示值误差', certificate: certificate({ activities: '示值误差' }) })],
        '李检测',
        item,
        DAY,
      ),
    ).toEqual({ holds: true })
    const other = standingFor([authorisation({ itemName: '重复性' })], '李检测', item, DAY)
    expect(message(other)).toBe('李检测未获授权开展“示值误差”（校准）')
  })

  it('tells the item’s own problem before the kind’s, and a withdrawal as no authorisation', () => {
    const rows = [
      authorisation({ certificate: null }),
      authorisation({ itemName: '示值误差', certificate: certificate({ withdrawn: true }) }),
    ]
    expect(message(standingFor(rows, '李检测', item, DAY))).toBe(
      '李检测的授权依据“检定员证 JD-2026-01”已撤回',
    )
    expect(message(standingFor([authorisation({ withdrawn: true })], '李检测', item, DAY))).toBe(
      '李检测未获授权开展“示值误差”（校准）',
    )
  })
})

describe('the lapse buckets', () => {
  it('buckets by 30, 60 and 90 days, lapsed before today', () => {
    expect(lapseBucket('2026-05-31', DAY)).toBe('lapsed')
    expect(lapseBucket(DAY, DAY)).toBe('d30')
    expect(lapseBucket('2026-07-01', DAY)).toBe('d30')
    expect(lapseBucket('2026-07-02', DAY)).toBe('d60')
    expect(lapseBucket('2026-08-30', DAY)).toBe('d90')
    expect(lapseBucket('2026-08-31', DAY)).toBeNull()
  })
})
