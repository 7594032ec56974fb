import type { SVGProps } from 'react'

/** Arrows of the order buttons, in the style of the shell's line icons (src/ui/icons.tsx). */
type ArrowProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

const arrow = (path: string) =>
  function Arrow({ size = 16, ...props }: ArrowProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        <path d={path} />
      </svg>
    )
  }

export const IconArrowUp = arrow('M12 5v14M18 11l-6-6-6 6')
export const IconArrowDown = arrow('M12 5v14M18 13l-6 6-6-6')
