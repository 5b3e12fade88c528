import type { SportKey } from '@playline/contract/sports';
import type { ReactElement } from 'react';

/** Simple line drawings on a 24 × 24 grid, stroked with the text colour so every theme colours them. */
const PATHS: Record<SportKey, ReactElement> = {
  football: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10z" />
      <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10L3.5 8.5" />
    </>
  ),
  basketball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8" />
    </>
  ),
  tennis: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M5.5 5.5c3.5 3.5 3.5 9.5 0 13M18.5 5.5c-3.5 3.5-3.5 9.5 0 13" />
    </>
  ),
  'ice-hockey': (
    <>
      <path d="M6 3l5 13h7a2 2 0 0 1 0 4h-9L3.5 5" />
      <ellipse cx="18" cy="9" rx="3" ry="1.5" />
    </>
  ),
  volleyball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 12V3M12 12l7.8 4.5M12 12l-7.8 4.5M12 3c-4 3-5 8-4 13M19.8 16.5c-4.5-.5-8-3.5-9.6-8M4.2 16.5c4-1.5 7-4.5 7.8-9" />
    </>
  ),
  handball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 5l2 5-4 4M17 5l-2 5 4 4M9 10h6M12 21v-4l-3-3M12 17l3-3" />
    </>
  ),
  baseball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7 4.5c2 2 2 13 0 15M17 4.5c-2 2-2 13 0 15" strokeDasharray="2 2" />
    </>
  ),
  'american-football': (
    <>
      <path d="M4 20c-1-7 4-16 16-16 1 7-4 16-16 16z" />
      <path d="M8 16l8-8M10 11l3 3M12 9l3 3M8 13l3 3" />
    </>
  ),
  'table-tennis': (
    <>
      <circle cx="9.5" cy="9.5" r="6" />
      <path d="M13.5 14l6 6" />
      <circle cx="19" cy="6" r="2" />
    </>
  ),
  esports: (
    <>
      <rect x="3" y="7" width="18" height="11" rx="5" />
      <path d="M7.5 10.5v4M5.5 12.5h4" />
      <circle cx="15.5" cy="11.5" r="0.8" />
      <circle cx="17.5" cy="13.5" r="0.8" />
    </>
  ),
  mma: (
    <>
      <path d="M7 10V7a2 2 0 0 1 4 0v3M11 9V6a2 2 0 0 1 4 0v4M15 9a2 2 0 0 1 4 0v4a7 7 0 0 1-7 7h-1a6 6 0 0 1-6-6v-2a2 2 0 0 1 2-2h4" />
    </>
  ),
  darts: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1" />
      <path d="M12 12l8-8M17 4h3v3" />
    </>
  ),
  // A ball on a screen: football, played on a screen.
  'virtual-football': (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
      <circle cx="12" cy="10.5" r="3.5" />
      <path d="M12 8.5l1.6 1.2-.6 1.9h-2l-.6-1.9z" />
    </>
  ),
};

interface SportIconProps {
  sport: SportKey;
  size?: number;
  /** The sport's name for a screen reader when the icon stands alone; decorative otherwise. */
  title?: string;
  className?: string;
}

/** The sport's own small icon, in `currentColor`. */
export function SportIcon({ sport, size = 20, title, className }: SportIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      {PATHS[sport]}
    </svg>
  );
}
