export { PhotoCapture, type CapturedPhoto, type PhotoCaptureProps, type PhotoItem } from './PhotoCapture'
export { Thumbnail } from './Thumbnail'
export { downscaleImage, fitWithin, jpegName, keepsAsIs, PHOTO_MAX_SIDE, PHOTO_QUALITY } from './downscale'
