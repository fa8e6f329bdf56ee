import type { TrackAnalytics } from '@kickoff/contracts';
import type { RootState } from '@kickoff/store';
import type { CredentialsCard } from '../domain/credentials-card';
import type { FinishRegistrationProfile } from '../domain/finish-registration';
import type { RegistrationPage } from '../domain/registration-opening';

/** Site config's registration settings of the current language; null while the config is not known. */
export interface RegistrationSettings {
  isRegistrationEnabled: boolean;
  /** Site config `registrationTypes`, unchecked: unknown entries are logged and left out (SES-045). */
  registrationTypes: readonly unknown[];
  defaultCurrency: string;
  /** The networks offered for social registration; all known ones (SES-036) when not given. */
  socialNetworks?: readonly unknown[];
}

/** SES-044: the two savings that make a file on the player's device. */
export interface CredentialsDownloads {
  /** A `.txt` file download. */
  downloadText(fileName: string, text: string): void | Promise<void>;
  /** A `.png` picture of the card, downloaded. */
  downloadImage(fileName: string, card: CredentialsCard): Promise<void>;
}

/** What registration needs from the outside world; the forms' feature fills it from the feature context. */
export interface RegistrationDeps {
  /** The page the user is on, from the resolved route. */
  currentPage(): RegistrationPage;
  /** The site runs as an embedded widget. */
  isWidgetMode(): boolean;
  registrationSettings(state: RootState): RegistrationSettings | null;
  /** To the registration page of the current language. */
  navigate(target: 'registration'): void;
  /** SES-040: opens the registration widget; navigation follows once it resolves or fails. */
  openWidget(): void | Promise<void>;
  /** SES-041: the analytics port. */
  track: TrackAnalytics;
  /** Who is signed in (the session's port `session.player`). */
  isAuthenticated(state: RootState): boolean;
  downloads: CredentialsDownloads;
  /** Opens a social network's authorization address (the page adapter's `assign`). */
  openUrl(url: string): void;
  /** The current language, as the oauth call wants it (`lng`). */
  language(): string;
  /**
   * SES-046: saves a pay-and-play account's e-mail and password. The contract has no such call yet (the personal
   * office owns the profile): without it the finish-registration modal reports it cannot save now.
   */
  completeProfile?(profile: FinishRegistrationProfile): Promise<void>;
  log?: (message: string, detail?: unknown) => void;
}
