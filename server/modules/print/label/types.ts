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
