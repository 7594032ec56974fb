import { describe, expect, it } from 'vitest'
import {
  changeKind,
  cleanAnswers,
  moveQuestion,
  newQuestion,
  tallyResults,
  validateAnswers,
  validateDesign,
  type Question,
} from '@/domain/survey'

const ids = () => {
  let n = 0
  return () => `id${++n}`
}

const design: Question[] = [
  { id: 'q1', kind: 'rating', title: '服务态度', required: true },
  {
    id: 'q2',
    kind: 'single',
    title: '检测周期是否满意',
    required: true,
    options: [
      { id: 'a', label: '满意' },
      { id: 'b', label: '不满意' },
    ],
  },
  {
    id: 'q3',
    kind: 'multiple',
    title: '改进方面',
    required: false,
    min: 1,
    max: 2,
    options: [
      { id: 'x', label: '速度' },
      { id: 'y', label: '价格' },
      { id: 'z', label: '服务' },
    ],
  },
  { id: 'q4', kind: 'text', title: '其他建议', required: false, maxLength: 5 },
]

describe('questionnaire designs', () => {
  it('accepts a design of the four kinds', () => {
    expect(validateDesign(design)).toEqual([])
  })

  it('needs at least one question', () => {
    expect(validateDesign([])).toEqual([{ problem: 'noQuestions' }])
  })

  it('names the question of each problem: missing text, too few, empty and repeated options', () => {
    const problems = validateDesign([
      { id: 'a', kind: 'rating', title: '  ', required: true },
      { id: 'b', kind: 'single', title: '单选', required: true, options: [{ id: 'o1', label: '是' }] },
      {
        id: 'c',
        kind: 'single',
        title: '单选',
        required: true,
        options: [
          { id: 'o1', label: '是' },
          { id: 'o2', label: ' ' },
          { id: 'o3', label: '是 ' },
        ],
      },
    ])
    expect(problems).toEqual([
      { problem: 'titleMissing', index: 0 },
      { problem: 'tooFewOptions', index: 1 },
      { problem: 'optionEmpty', index: 2 },
      { problem: 'optionDuplicate', index: 2, option: '是' },
    ])
  })

  it('checks the bounds of multiple choice and the length limit of texts, and repeated question ids', () => {
    const multiple = design[2] as Extract<Question, { kind: 'multiple' }>
    expect(validateDesign([{ ...multiple, min: 3, max: 2 }])).toEqual([
      { problem: 'minMaxInvalid', index: 0 },
    ])
    expect(validateDesign([{ ...multiple, min: null, max: 4 }])).toEqual([
      { problem: 'minMaxInvalid', index: 0 },
    ])
    expect(validateDesign([{ ...multiple, min: 0, max: null }])).toEqual([
      { problem: 'minMaxInvalid', index: 0 },
    ])
    expect(validateDesign([{ ...multiple, min: null, max: null }])).toEqual([])
    const text = design[3] as Extract<Question, { kind: 'text' }>
    expect(validateDesign([{ ...text, maxLength: 0 }])).toEqual([
      { problem: 'maxLengthInvalid', index: 0, max: 2000 },
    ])
    expect(validateDesign([design[0]!, { ...design[0]!, title: '又一题' }])).toEqual([
      { problem: 'duplicateId', index: 1 },
    ])
  })

  it('adds, changes the kind of and moves questions keeping their ids', () => {
    const make = ids()
    const single = newQuestion('single', make)
    expect(single).toMatchObject({ kind: 'single', required: true, options: [{ label: '' }, { label: '' }] })
    const multiple = changeKind({ ...single, title: '题目' }, 'multiple', make)
    expect(multiple).toMatchObject({ id: single.id, title: '题目', kind: 'multiple', min: null, max: null })
    expect(multiple.kind === 'multiple' && multiple.options).toEqual(
      single.kind === 'single' && single.options,
    )
    expect(changeKind(multiple, 'rating', make)).toEqual({
      id: single.id,
      title: '题目',
      required: true,
      kind: 'rating',
    })
    expect(moveQuestion(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(moveQuestion(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveQuestion(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c'])
  })
})

describe('answers against a design', () => {
  it('accepts a complete answer set and stores it trimmed, blanks left out', () => {
    const answers = { q1: 4, q2: 'a', q3: ['x'], q4: ' 很好 ' }
    expect(validateAnswers(design, answers)).toEqual({ problems: [], unknown: [] })
    expect(cleanAnswers(design, { ...answers, q3: [] })).toEqual({ q1: 4, q2: 'a', q4: '很好' })
  })

  it('says per question what is wrong', () => {
    const { problems } = validateAnswers(design, { q2: 'nope', q3: ['x', 'y', 'z'], q4: '一二三四五六' })
    expect(problems).toEqual([
      { questionId: 'q1', problem: 'required' },
      { questionId: 'q2', problem: 'invalid' },
      { questionId: 'q3', problem: 'tooMany', max: 2 },
      { questionId: 'q4', problem: 'tooLong', max: 5 },
    ])
  })

  it('refuses ratings outside 1–5, repeated choices, wrong types and unknown questions', () => {
    expect(validateAnswers(design, { q1: 6, q2: 'a' }).problems).toEqual([
      { questionId: 'q1', problem: 'invalid' },
    ])
    expect(validateAnswers(design, { q1: 2.5, q2: 'a' }).problems).toEqual([
      { questionId: 'q1', problem: 'invalid' },
    ])
    expect(validateAnswers(design, { q1: 1, q2: ['a'] }).problems).toEqual([
      { questionId: 'q2', problem: 'invalid' },
    ])
    expect(validateAnswers(design, { q1: 1, q2: 'a', q3: ['x', 'x'] }).problems).toEqual([
      { questionId: 'q3', problem: 'invalid' },
    ])
    expect(validateAnswers(design, { q1: 1, q2: 'a', q9: 'x' }).unknown).toEqual(['q9'])
  })

  it('counts a text by characters, not UTF-16 units', () => {
    expect(validateAnswers(design, { q1: 1, q2: 'a', q4: '😀😀😀😀😀' }).problems).toEqual([])
  })

  it('enforces the least number of choices of an answered multiple choice question', () => {
    const atLeastTwo = [{ ...(design[2] as Extract<Question, { kind: 'multiple' }>), min: 2 }]
    expect(validateAnswers(atLeastTwo, { q3: ['x'] }).problems).toEqual([
      { questionId: 'q3', problem: 'tooFew', min: 2 },
    ])
  })
})

describe('results', () => {
  it('counts options, averages and spreads ratings and lists the texts', () => {
    const tallies = tallyResults(design, [
      { q1: 5, q2: 'a', q3: ['x', 'y'], q4: '快' },
      { q1: 4, q2: 'a', q3: ['y'] },
      { q1: 4, q2: 'b' },
    ])
    expect(tallies[0]).toEqual({
      questionId: 'q1',
      kind: 'rating',
      title: '服务态度',
      answered: 3,
      average: 4.33,
      distribution: [0, 0, 0, 2, 1],
    })
    expect(tallies[1]).toMatchObject({
      answered: 3,
      options: [
        { id: 'a', count: 2 },
        { id: 'b', count: 1 },
      ],
    })
    expect(tallies[2]).toMatchObject({
      answered: 2,
      options: [
        { id: 'x', count: 1 },
        { id: 'y', count: 2 },
        { id: 'z', count: 0 },
      ],
    })
    expect(tallies[3]).toMatchObject({ kind: 'text', answered: 1, texts: ['快'] })
  })

  it('has no average before anyone rated', () => {
    expect(tallyResults(design, [])[0]).toMatchObject({
      answered: 0,
      average: null,
      distribution: [0, 0, 0, 0, 0],
    })
  })
})
