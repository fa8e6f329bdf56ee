import { svgIcon } from '../bottom-bar/icons';

const FootballIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M3 10h5M9.5 14.5 7 19M14.5 14.5 17 19" />
  </>,
);
const TennisIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8" />
  </>,
);
const BasketballIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3v18M5.6 5.6c3 3 3 9.8 0 12.8M18.4 5.6c-3 3-3 9.8 0 12.8" />
  </>,
);
const HockeyIcon = svgIcon(<path d="M6 3l5 13h6a2 2 0 0 1 0 4H9L4 5M15 16v4" />);
const VolleyballIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3a9 9 0 0 0 0 9l8 4M12 12l-8 4M12 12a9 9 0 0 1 8-4" />
  </>,
);
const EsportsIcon = svgIcon(
  <path d="M6 8h12a3 3 0 0 1 3 3v4a3 3 0 0 1-5.2 2L14 15h-4l-1.8 2A3 3 0 0 1 3 15v-4a3 3 0 0 1 3-3zM8 10v4M6 12h4M16 11h.01M18 13h.01" />,
);
const SportIcon = svgIcon(
  <>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
    <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
  </>,
);

/** Icons by the platform's sport ids (the line's `Sport.id`); a sport without one gets the cup. */
const BY_SPORT_ID: Readonly<Record<number, typeof SportIcon>> = {
  1: FootballIcon,
  2: HockeyIcon,
  3: BasketballIcon,
  4: TennisIcon,
  6: VolleyballIcon,
  40: EsportsIcon,
};

export function sportIcon(sportId: number | undefined) {
  return (sportId !== undefined && BY_SPORT_ID[sportId]) || SportIcon;
}
