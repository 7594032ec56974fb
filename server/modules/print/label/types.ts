/** What a sample label shows; every text already in its printed form. */
export type SampleLabelData = {
  /** The lab's short name, the label's first line: 华东计量院. */
  labShortName: string
  sampleNumber: string
  /** The public page of the sample, encoded in the QR code. */
  publicUrl: string
  instrumentName: string
  customerShortName: string
  /** `YYYY-MM-DD`. */
  receiptDate: string
}

/** What a verification label (检定合格标签) shows: the lab, the instrument, its certificate and until when. */
export type VerificationLabelData = {
  labShortName: string
  labelNumber: string
  instrumentName: string
  /** Model and factory number as one line; empty when neither is known. */
  instrumentDetail: string
  certificateNumber: string
  /** `YYYY-MM-DD`, or null when the certificate states no due date. */
  validUntil: string | null
  /** The public verification page of the certificate, encoded in the QR code. */
  publicUrl: string
}
