import { OddsFormatSelect } from './settings/OddsFormatSelect';
import { ThemeChoice } from './settings/ThemeChoice';

/** The header's quick preferences as their own entry (`@kickoff/user-config/header`), loaded after the first paint. */
export default function HeaderPreferences() {
  return (
    <>
      <ThemeChoice />
      <OddsFormatSelect />
    </>
  );
}
