import type { AnswerData, JsonBody } from '../contract'

/* The standards module's answers and bodies, named from the generated contract (schema.gen.ts). */

export type DeviceOverview = AnswerData<'/api/hm-metrology/standard-device/overview'>
export type DeviceStateInput = JsonBody<'/api/hm-metrology/standard-device/state'>
export type DueList = AnswerData<'/api/hm-metrology/standard-device/due'>
export type DueRow = DueList['rows'][number]

/** A device of a measurement standard. */
export type StandardDeviceRow = AnswerData<'/api/hm-metrology/measuring-standard/devices'>[number]

export type StandardFileVersion = AnswerData<'/api/hm-metrology/standard-file/versions'>[number]
export type UploadVersionInput = JsonBody<'/api/hm-metrology/standard-file/upload-version'>
/** A version of a procedure (自校规程 kind 3, 期间核查规程 kind 4) a result or check follows. */
export type ProcedureVersion = AnswerData<'/api/hm-metrology/standard-file/procedures'>[number]

/** An open line of a traceability plan a result may fulfil. */
export type OpenPlanLine = AnswerData<'/api/hm-metrology/trace-plan/open-lines'>[number]
export type TraceResultInput = JsonBody<'/api/hm-metrology/trace-result/record'>
export type InterimCheckInput = JsonBody<'/api/hm-metrology/interim-check/record'>

/** The certificates issued with a device found wrong, and where their review stands. */
export type Containment = AnswerData<'/api/hm-metrology/containment/list'>[number]
export type ContainmentTrigger = Containment['triggerKind']
export type ContainmentSuspects = AnswerData<'/api/hm-metrology/containment/suspects'>
export type SuspectCertificate = ContainmentSuspects['certificates'][number]
export type CertificateStanding = SuspectCertificate['standing']
export type ReviewOutcome = JsonBody<'/api/hm-metrology/certificate-review/close'>['outcome']
