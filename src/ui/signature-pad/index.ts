export { SignaturePad, type SignaturePadProps } from './SignaturePad'
export { fitContain, lineWidth, nextCurve, padPoint, strokeCurves, type Point } from './strokes'
