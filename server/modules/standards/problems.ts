import { AppError } from '../../http/errors'

/** The standards module's refusals, in both languages (the client shows the one of its locale). */
export const STANDARDS_PROBLEMS = {
  deviceMissing: { zh: '标准器不存在', en: 'No such standard device' },
  scrapped: { zh: '已报废的标准器不能再变更', en: 'A scrapped standard device cannot change any more' },
  sameState: { zh: '标准器已是该状态', en: 'The standard device is in that state already' },
  reasonRequired: { zh: '请填写原因', en: 'Give the reason' },
  outOfToleranceOnlyRepair: {
    zh: '只有送修时才能标记“发现超差”',
    en: 'Only a repair can be marked as found out of tolerance',
  },
  traceDateFuture: { zh: '溯源日期不能晚于今天', en: 'The trace date cannot be after today' },
  traceDateBeforeLast: {
    zh: '溯源日期早于该标准器的上次溯源日期',
    en: "The trace date is before the device's last trace",
  },
  agencyRequired: { zh: '请填写溯源机构', en: 'Enter the lab that traced it' },
  procedureRequired: {
    zh: '自校须选择所依据的自校规程版本',
    en: 'A self-calibration names the version of the self-calibration procedure followed',
  },
  procedureUnusable: {
    zh: '所选作业文件版本不存在、类型不符或文件未在用',
    en: 'The chosen procedure version is unknown, of another kind, or its document is not in use',
  },
  validUntilRequired: {
    zh: '该标准器无周期，请填写有效期至',
    en: 'The device has no interval: enter its valid-until',
  },
  checkNeedsDeviceInUse: {
    zh: '只能对在用的标准器进行期间核查',
    en: 'Only a standard device in use is checked between calibrations',
  },
  containmentMissing: { zh: '该处置记录不存在', en: 'No such containment' },
  notSuspect: {
    zh: '所选证书不在该标准器的可疑证书范围内',
    en: 'A chosen certificate is not among those the device puts in doubt',
  },
  reviewMissing: { zh: '该复核记录不存在', en: 'No such review' },
  reviewClosed: { zh: '该复核已结束', en: 'The review is closed already' },
  fileMissing: { zh: '标准文件不存在', en: 'No such standard document' },
  fileVoided: { zh: '已作废的标准文件不能上传新版本', en: 'A voided document takes no new version' },
  standardMissing: { zh: '计量标准不存在', en: 'No such measurement standard' },
  devicesUnknown: {
    zh: '所选标准器中有不存在或已报废的',
    en: 'A chosen standard device is unknown or scrapped',
  },
} as const

export type StandardsProblem = keyof typeof STANDARDS_PROBLEMS

export const standardsRefusal = (problem: StandardsProblem, status = 400) =>
  new AppError(status, 'domain.message', { message: STANDARDS_PROBLEMS[problem] }, { problem })
