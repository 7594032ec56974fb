import type { SVGProps } from 'react'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

/** Line icons of the photo picker, in the style of src/ui/icons.tsx (Tabler, 24 px grid, 2 px stroke). */
const frame = (size: number, props: Omit<IconProps, 'size'>) => ({
  xmlns: 'http://www.w3.org/2000/svg',
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
})

export function IconCamera({ size = 18, ...props }: IconProps) {
  return (
    <svg {...frame(size, props)}>
      <path d="M5 7h1a2 2 0 0 0 2-2 1 1 0 0 1 1-1h6a1 1 0 0 1 1 1 2 2 0 0 0 2 2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2" />
      <path d="M9 13a3 3 0 1 0 6 0 3 3 0 0 0-6 0" />
    </svg>
  )
}

export function IconPhoto({ size = 18, ...props }: IconProps) {
  return (
    <svg {...frame(size, props)}>
      <path d="M15 8h.01" />
      <path d="M3 6a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z" />
      <path d="m3 16 5-5c.928-.893 2.072-.893 3 0l5 5" />
      <path d="m14 14 1-1c.928-.893 2.072-.893 3 0l3 3" />
    </svg>
  )
}

export function IconCheck({ size = 14, ...props }: IconProps) {
  return (
    <svg {...frame(size, props)}>
      <path d="M5 12l5 5L20 7" />
    </svg>
  )
}
