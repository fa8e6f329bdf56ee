import type { ReactElement } from 'react';

/**
 * Navigation icons: inline SVG in the text's colour, hidden from assistive tech (a text label beside each one, or
 * the control's accessible name, says what it is), so no icon font and no request of their own.
 */
export function svgIcon(paths: ReactElement) {
  return function Icon({ className }: { className?: string }) {
    return (
      <svg
        className={className}
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {paths}
      </svg>
    );
  };
}

export const HomeIcon = svgIcon(<path d="M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10" />);
export const LineIcon = svgIcon(<path d="M4 6h16M4 12h16M4 18h10" />);
export const LiveIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="3" fill="currentColor" />
    <path d="M6.3 6.3a8 8 0 0 0 0 11.4M17.7 6.3a8 8 0 0 1 0 11.4" />
  </>,
);
export const CasinoIcon = svgIcon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="9" cy="9" r="1" fill="currentColor" />
    <circle cx="15" cy="15" r="1" fill="currentColor" />
    <circle cx="15" cy="9" r="1" fill="currentColor" />
    <circle cx="9" cy="15" r="1" fill="currentColor" />
  </>,
);
export const SlipIcon = svgIcon(<path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />);
export const MenuIcon = svgIcon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const SettingsIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </>,
);
export const ChevronIcon = svgIcon(<path d="m8 10 4 4 4-4" />);
