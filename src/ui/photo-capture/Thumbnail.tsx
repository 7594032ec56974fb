import { useEffect, useRef } from 'react'
import classes from './PhotoCapture.module.css'

export type ThumbnailProps = { blob: Blob | null; alt: string }

/**
 * A stored image shown through an object URL that lives exactly as long as the thumbnail: created when the
 * blob is shown, revoked when it changes or the thumbnail goes (dozens of 500 KB photos would otherwise stay
 * in memory until the tab closes).
 */
export function Thumbnail({ blob, alt }: ThumbnailProps) {
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (!blob || !element) return
    const url = URL.createObjectURL(blob)
    element.src = url
    return () => {
      element.removeAttribute('src')
      URL.revokeObjectURL(url)
    }
  }, [blob])
  return <img ref={image} alt={alt} className={classes.image} />
}
