import type { ReactNode, SVGProps } from 'react'

/**
 * A small set of line icons in the style of Tabler Icons (24 px grid, 2 px stroke, round caps), drawn inline so
 * the shell needs no icon package. Menu entries name their icon with Tabler's component names (`source`, e.g.
 * 'IconSettings'); menuIcon() maps the names the menus use and falls back to a neutral mark.
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number | string }

function createIcon(paths: ReactNode) {
  return function Icon({ size = 18, ...props }: IconProps) {
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
        {paths}
      </svg>
    )
  }
}

export const IconHome = createIcon(
  <>
    <path d="M5 12H3l9-9 9 9h-2" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    <path d="M9 21v-6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v6" />
  </>,
)
export const IconBell = createIcon(
  <>
    <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3H4a4 4 0 0 0 2-3v-3a7 7 0 0 1 4-6" />
    <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
  </>,
)
export const IconMaximize = createIcon(
  <path d="M4 8V6a2 2 0 0 1 2-2h2M4 16v2a2 2 0 0 0 2 2h2M16 4h2a2 2 0 0 1 2 2v2M16 20h2a2 2 0 0 0 2-2v-2" />,
)
export const IconMinimize = createIcon(
  <path d="M15 19v-2a2 2 0 0 1 2-2h2M15 5v2a2 2 0 0 0 2 2h2M5 15h2a2 2 0 0 1 2 2v2M5 9h2a2 2 0 0 0 2-2V5" />,
)
export const IconLock = createIcon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <circle cx="12" cy="16" r="1" />
    <path d="M8 11V7a4 4 0 1 1 8 0v4" />
  </>,
)
export const IconLogout = createIcon(
  <>
    <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
    <path d="M9 12h12l-3-3M18 15l3-3" />
  </>,
)
export const IconPalette = createIcon(
  <>
    <path d="M12 21a9 9 0 0 1 0-18c4.97 0 9 3.58 9 8c0 1.06-.47 2.08-1.32 2.83c-.84.75-1.99 1.17-3.18 1.17H14a2 2 0 0 0-1 3.75A1.3 1.3 0 0 1 12 21" />
    <circle cx="7.5" cy="10.5" r=".5" fill="currentColor" />
    <circle cx="12" cy="7.5" r=".5" fill="currentColor" />
    <circle cx="16.5" cy="10.5" r=".5" fill="currentColor" />
  </>,
)
export const IconBug = createIcon(
  <>
    <path d="M9 9V8a3 3 0 0 1 6 0v1" />
    <path d="M8 9h8a6 6 0 0 1 1 3v3a5 5 0 0 1-10 0v-3a6 6 0 0 1 1-3" />
    <path d="M3 13h4M17 13h4M12 20v-6M4 19l3.35-2M20 19l-3.35-2M4 7l3.75 2.4M20 7l-3.75 2.4" />
  </>,
)
export const IconShoppingCart = createIcon(
  <>
    <circle cx="6" cy="19" r="2" />
    <circle cx="17" cy="19" r="2" />
    <path d="M17 17H6V3H4M6 5l14 1-1 7H6" />
  </>,
)
export const IconChevronDown = createIcon(<path d="m6 9 6 6 6-6" />)
export const IconChevronRight = createIcon(<path d="m9 6 6 6-6 6" />)
export const IconDots = createIcon(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
)
export const IconUser = createIcon(
  <>
    <circle cx="12" cy="7" r="4" />
    <path d="M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2" />
  </>,
)
export const IconDashboard = createIcon(
  <>
    <circle cx="12" cy="13" r="2" />
    <path d="m13.45 11.55 2.05-2.05M6.4 20a9 9 0 1 1 11.2 0Z" />
  </>,
)
export const IconExternalLink = createIcon(
  <path d="M12 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6M11 13l9-9M15 4h5v5" />,
)
export const IconDownload = createIcon(
  <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12" />,
)
export const IconUpload = createIcon(
  <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 9l5-5 5 5M12 4v12" />,
)
export const IconTrash = createIcon(
  <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />,
)
export const IconMinus = createIcon(<path d="M5 12h14" />)
export const IconSquare = createIcon(<rect x="4" y="4" width="16" height="16" rx="2" />)
export const IconCopy = createIcon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
)
export const IconLayoutSidebar = createIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M9 4v16" />
  </>,
)
export const IconLayoutSidebarCollapse = createIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M9 4v16M14 10l2 2-2 2" />
  </>,
)
export const IconLayoutSidebarExpand = createIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="2" />
    <path d="M9 4v16M15 10l-2 2 2 2" />
  </>,
)
export const IconClock = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 3" />
  </>,
)
export const IconSettings = createIcon(
  <>
    <path d="M10.33 4.32c.43-1.76 2.93-1.76 3.35 0a1.72 1.72 0 0 0 2.57 1.06c1.54-.94 3.31.82 2.37 2.37a1.72 1.72 0 0 0 1.07 2.57c1.75.43 1.75 2.92 0 3.35a1.72 1.72 0 0 0-1.07 2.57c.94 1.54-.83 3.31-2.37 2.37a1.72 1.72 0 0 0-2.57 1.07c-.42 1.75-2.92 1.75-3.35 0a1.72 1.72 0 0 0-2.57-1.07c-1.54.94-3.31-.83-2.37-2.37a1.72 1.72 0 0 0-1.06-2.57c-1.76-.43-1.76-2.92 0-3.35a1.72 1.72 0 0 0 1.06-2.57c-.94-1.54.83-3.31 2.37-2.37 1 .61 2.3.07 2.57-1.06z" />
    <circle cx="12" cy="12" r="3" />
  </>,
)
export const IconUsers = createIcon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.85" />
  </>,
)
export const IconUserShield = createIcon(
  <>
    <circle cx="12" cy="7" r="4" />
    <path d="M6 21v-2a4 4 0 0 1 4-4h2M22 16c0 4-2.5 6-3.5 6S15 20 15 16c1 0 2.5-.5 3.5-1.5 1 1 2.5 1.5 3.5 1.5" />
  </>,
)
export const IconSitemap = createIcon(
  <>
    <rect x="3" y="15" width="6" height="6" rx="2" />
    <rect x="15" y="15" width="6" height="6" rx="2" />
    <rect x="9" y="3" width="6" height="6" rx="2" />
    <path d="M6 15v-1a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v1M12 9v3" />
  </>,
)
export const IconMenu2 = createIcon(<path d="M4 6h16M4 12h16M4 18h16" />)
export const IconBook = createIcon(
  <path d="M3 19a9 9 0 0 1 9 0 9 9 0 0 1 9 0M3 6a9 9 0 0 1 9 0 9 9 0 0 1 9 0M3 6v13M12 6v13M21 6v13" />,
)
export const IconBooks = createIcon(
  <>
    <rect x="5" y="4" width="4" height="16" rx="1" />
    <rect x="9" y="4" width="4" height="16" rx="1" />
    <path d="M5 8h4M9 16h4M13.8 8.3l3.9-1 3.3 12.7-3.9 1z" />
  </>,
)
export const IconAdjustments = createIcon(
  <>
    <circle cx="6" cy="10" r="2" />
    <circle cx="12" cy="16" r="2" />
    <circle cx="18" cy="7" r="2" />
    <path d="M6 4v4M6 12v8M12 4v10M12 18v2M18 4v1M18 9v11" />
  </>,
)
export const IconUserCircle = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.17 18.85A4 4 0 0 1 10 16h4a4 4 0 0 1 3.83 2.85" />
  </>,
)
export const IconId = createIcon(
  <>
    <rect x="3" y="4" width="18" height="16" rx="3" />
    <circle cx="9" cy="10" r="2" />
    <path d="M15 8h2M15 12h2M7 16h10" />
  </>,
)
export const IconBuildingCommunity = createIcon(
  <path d="m8 9 5 5v7H8v-4m0 4H3v-7l5-5m1 1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v17h-8M13 7v.01M17 7v.01M17 11v.01M17 15v.01" />,
)
export const IconFile = createIcon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
  </>,
)
export const IconWorld = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3.6 9h16.8M3.6 15h16.8M11.5 3a17 17 0 0 0 0 18M12.5 3a17 17 0 0 1 0 18" />
  </>,
)

const clipboard = (
  <>
    <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2" />
    <rect x="9" y="3" width="6" height="4" rx="2" />
  </>
)
export const IconTruck = createIcon(
  <>
    <circle cx="7" cy="17" r="2" />
    <circle cx="17" cy="17" r="2" />
    <path d="M5 17H3V6a1 1 0 0 1 1-1h9v12m-4 0h6m4 0h2v-6h-8m0-5h5l3 5" />
  </>,
)
export const IconClipboardCheck = createIcon(
  <>
    {clipboard}
    <path d="m9 14 2 2 4-4" />
  </>,
)
export const IconClipboardList = createIcon(
  <>
    {clipboard}
    <path d="M9 12h.01M13 12h2M9 16h.01M13 16h2" />
  </>,
)

// The lab's work lists.
const filePage = (
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4" />
    <path d="M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
  </>
)
export const IconMicroscope = createIcon(
  <path d="M5 21h14M6 18h2M7 18v3M9 11l3 3 6-6-3-3zM10.5 12.5 9 14M17 3l3 3M12 21a6 6 0 0 0 3.7-10.7" />,
)
export const IconFileCheck = createIcon(
  <>
    {filePage}
    <path d="m9 15 2 2 4-4" />
  </>,
)
export const IconFileText = createIcon(
  <>
    {filePage}
    <path d="M9 9h1M9 13h6M9 17h6" />
  </>,
)
export const IconFileSearch = createIcon(
  <>
    {filePage}
    <circle cx="11.5" cy="14.5" r="2.5" />
    <path d="m13.3 16.3 1.7 1.7" />
  </>,
)
const parcel = <path d="m12 3 8 4.5v9L12 21l-8-4.5v-9L12 3M12 12l8-4.5M12 12v9M12 12 4 7.5" />
export const IconPackageImport = createIcon(parcel)
export const IconPackageExport = createIcon(parcel)
export const IconArrowsSplit = createIcon(
  <path d="M21 17h-8l-3.5-5H3M21 7h-8l-3.5 5M18 10l3-3-3-3M18 20l3-3-3-3" />,
)
export const IconUserCheck = createIcon(
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4M15 19l2 2 4-4" />
  </>,
)
export const IconFlask = createIcon(
  <path d="M9 3h6M10 9h4M10 3v6L6 20a.7.7 0 0 0 .5 1h11a.7.7 0 0 0 .5-1L14 9V3" />,
)
export const IconChecks = createIcon(<path d="m7 12 5 5L22 7M2 12l5 5m5-5 5-5" />)
export const IconShieldCheck = createIcon(
  <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3M9 12l2 2 4-4" />,
)
export const IconShieldLock = createIcon(
  <path d="M12 3a12 12 0 0 0 8.5 3A12 12 0 0 1 12 21 12 12 0 0 1 3.5 6 12 12 0 0 0 12 3M11 11a1 1 0 1 0 2 0 1 1 0 1 0-2 0M12 12v2.5" />,
)
export const IconFileDescription = createIcon(
  <path d="M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2zM9 17h6M9 13h6" />,
)
export const IconCertificate = createIcon(
  <path d="M12 15a3 3 0 1 0 6 0 3 3 0 1 0-6 0M13 17.5V22l2-1.5 2 1.5v-4.5M10 19H5a2 2 0 0 1-2-2V7c0-1.1.9-2 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-1 1.73M6 9h12M6 12h3M6 15h2" />,
)
export const IconSignature = createIcon(
  <path d="M3 17c3.3-3.3 5-6 5-8 0-3-1-3-2-3S4 7.1 4 9c0 2 1.7 4.9 2.5 6 1.5 2 2.5 2.5 3.5 1l2-3c.3 2.7 1.3 4 3 4 .5 0 2.6-2 3-2 .5 0 1.5.7 3 2" />,
)
export const IconSend = createIcon(
  <path d="M10 14 21 3M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1L21 3" />,
)
export const IconRuler = createIcon(
  <path d="M5 4h14a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-7a1 1 0 0 0-1 1v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1M4 8h2M4 12h3M4 16h2M8 4v2M12 4v3M16 4v2" />,
)
export const IconHash = createIcon(<path d="M5 9h14M5 15h14M11 4 7 20M17 4l-4 16" />)

export const IconReceipt = createIcon(
  <path d="M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16l-3-2-2 2-2-2-2 2-2-2-3 2M14 8h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3H10M12 7v1M12 14v1" />,
)
export const IconDiamond = createIcon(
  <path d="M6 5h12l3 5-8.5 9.5a.7.7 0 0 1-1 0L3 10l3-5M10 12 8 9.6l.6-1" />,
)
export const IconTag = createIcon(
  <>
    <path d="M7.5 7.5m-1 0a1 1 0 1 0 2 0a1 1 0 1 0-2 0" />
    <path d="M3 6v5.17a2 2 0 0 0 .59 1.42l7.71 7.71a2.41 2.41 0 0 0 3.41 0l5.58-5.58a2.41 2.41 0 0 0 0-3.41L12.58 3.6A2 2 0 0 0 11.17 3H6a3 3 0 0 0-3 3" />
  </>,
)
export const IconCash = createIcon(
  <>
    <path d="M7 11a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z" />
    <path d="M12 14a2 2 0 1 0 4 0a2 2 0 1 0-4 0M17 9V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
  </>,
)
export const IconFileDollar = createIcon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M14 11h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3H10M12 17v1m0-8v1" />
  </>,
)
// Tabler's file-text-shield, file-invoice and chart-bar, as the other icons here.
export const IconContract = createIcon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M9 9h1M9 13h6M9 17c1-1 1.5-1.5 2-1s.5 1 1 1 1.5-1 3-1" />
  </>,
)
export const IconFileInvoice = createIcon(
  <>
    <path d="M14 3v4a1 1 0 0 0 1 1h4M17 21H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M9 7h1M9 13h6M13 17h2" />
  </>,
)
export const IconChartBar = createIcon(
  <path d="M3 13a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zM15 9a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1zM9 5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1zM4 20h14" />,
)
export const IconSpeakerphone = createIcon(
  <path d="M18 8a3 3 0 0 1 0 6M10 8v11a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-5M12 8h0l4.524-3.77A.9.9 0 0 1 18 4.922v12.156a.9.9 0 0 1-1.476.692L12 14H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h8" />,
)

// The lab's standards area: Tabler's scale, stack, files, calendar-stats, checklist, alarm and alert-triangle.
export const IconScale = createIcon(
  <path d="M7 20h10M6 6l6-1 6 1M12 3v17M9 12 6 6l-3 6a3 3 0 0 0 6 0M21 12l-3-6-3 6a3 3 0 0 0 6 0" />,
)
export const IconStack = createIcon(<path d="m12 6-8 4 8 4 8-4-8-4M4 14l8 4 8-4" />)
export const IconFiles = createIcon(
  <path d="M15 3v4a1 1 0 0 0 1 1h4M18 17h-7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4l5 5v7a2 2 0 0 1-2 2zM16 17v2a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h2" />,
)
export const IconCalendarStats = createIcon(
  <path d="M11.8 21H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4M18 14v4h4M14 18a4 4 0 1 0 8 0 4 4 0 1 0-8 0M15 3v4M7 3v4M3 11h16" />,
)
export const IconChecklist = createIcon(
  <path d="M9.6 20H7a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8M14 19l2 2 4-4M9 8h4M9 12h2" />,
)
export const IconAlarm = createIcon(
  <path d="M5 13a7 7 0 1 0 14 0 7 7 0 1 0-14 0M12 10v3h2M7 4 4.25 6M17 4l2.75 2" />,
)
export const IconAlertTriangle = createIcon(
  <path d="M12 9v4M10.36 3.59 2.26 17.13a1.91 1.91 0 0 0 1.63 2.87h16.22a1.91 1.91 0 0 0 1.63-2.87L13.64 3.59a1.91 1.91 0 0 0-3.28 0zM12 16h.01" />,
)
export const IconTargetArrow = createIcon(
  <path d="M11 12a1 1 0 1 0 2 0 1 1 0 1 0-2 0M12 7a5 5 0 1 0 5 5M13 3.06A9 9 0 1 0 20.94 11M15 6v3h3l3-3h-3V3zM15 9l-3 3" />,
)
export const IconHistory = createIcon(<path d="M12 8v4l2 2M3.05 11a9 9 0 1 1 .5 4M3 20v-5h5" />)
export const IconSchool = createIcon(<path d="M22 9 12 5 2 9l10 4 10-4v6M6 10.6V16a6 3 0 0 0 12 0v-5.4" />)

const MENU_ICONS: Record<string, ReturnType<typeof createIcon>> = {
  IconHistory,
  IconSchool,
  IconTargetArrow,
  IconSettings,
  IconUsers,
  IconUserShield,
  IconSitemap,
  IconMenu2,
  IconBook,
  IconBooks,
  IconAdjustments,
  IconUserCircle,
  IconId,
  IconBuildingCommunity,
  IconHome,
  IconUser,
  IconDashboard,
  IconShoppingCart,
  IconBell,
  IconFile,
  IconWorld,
  IconTruck,
  IconClipboardCheck,
  IconClipboardList,
  IconMicroscope,
  IconFileCheck,
  IconFileText,
  IconFileSearch,
  IconPackageImport,
  IconPackageExport,
  IconArrowsSplit,
  IconUserCheck,
  IconFlask,
  IconChecks,
  IconShieldCheck,
  IconShieldLock,
  IconFileDescription,
  IconCertificate,
  IconSignature,
  IconSend,
  IconRuler,
  IconHash,
  IconReceipt,
  IconDiamond,
  IconTag,
  IconSpeakerphone,
  IconCash,
  IconFileDollar,
  IconContract,
  IconFileInvoice,
  IconChartBar,
  IconScale,
  IconStack,
  IconFiles,
  IconCalendarStats,
  IconChecklist,
  IconAlarm,
  IconAlertTriangle,
}

const iconOf = (source: string | null | undefined) => {
  if (!source) return IconFile
  const name = source.startsWith('Icon') ? source : `Icon${source.charAt(0).toUpperCase()}${source.slice(1)}`
  return MENU_ICONS[name] ?? IconFile
}

export type MenuIconProps = IconProps & { source: string | null | undefined }

/** The icon a menu entry names in `source` (Tabler's component name, with or without the Icon prefix). */
export function MenuIcon({ source, ...props }: MenuIconProps) {
  // The icons are plain functions of their props (no hooks), so the chosen one is called directly.
  return iconOf(source)(props)
}
