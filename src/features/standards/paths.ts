/** The standards area's menu paths its pages link between (the seeded menus name the same). */
export const STANDARDS_PATHS = {
  devices: '/lab/standard-device',
  measuringStandards: '/standards/measuring-standard',
  standardFiles: '/standards/standard-file',
  traceResults: '/standards/trace-result',
  interimChecks: '/standards/interim-check',
  due: '/standards/due',
  certificateReviews: '/standards/certificate-review',
} as const
