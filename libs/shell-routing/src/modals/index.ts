export { shellModalsResources } from './modals-resources';
export type { ShellModalsTextKey } from './modals-resources';
export { LogoutConfirmation } from './logout/LogoutConfirmation';
export { LazyLogoutConfirmation } from './logout/LazyLogoutConfirmation';
export type { LogoutConfirmationProps } from './logout/LogoutConfirmation';
export { AgeRestrictionNotice } from './age-restriction/AgeRestrictionNotice';
export type { AgeRestrictionNoticeProps } from './age-restriction/AgeRestrictionNotice';
export { AdBlockerNotice } from './ad-blocker/AdBlockerNotice';
export type { AdBlockerNoticeProps } from './ad-blocker/AdBlockerNotice';
export { detectAdBlocker } from './ad-blocker/detect-ad-blocker';
export type { AdBaitProbe, AdBaitReading } from './ad-blocker/detect-ad-blocker';
export { AD_BAIT_CLASS_NAMES, placeAdBait } from './ad-blocker/ad-bait';
export type { AdBait } from './ad-blocker/ad-bait';
export { AD_BAIT_SETTLE_MS, useAdBlockerDetection } from './ad-blocker/use-ad-blocker-detection';
export type { AdBlockerDetectionOptions } from './ad-blocker/use-ad-blocker-detection';
export { UpdateNotice } from './update/UpdateNotice';
export type { UpdateNoticeProps } from './update/UpdateNotice';
export { ConnectedUpdateNotice } from './update/ConnectedUpdateNotice';
export type { ConnectedUpdateNoticeProps } from './update/ConnectedUpdateNotice';
export {
  initialUpdateNoticeState,
  selectIsUpdateNoticeShown,
  updateNoticeActions,
  updateNoticeSlice,
} from './update/update-notice-slice';
export type { UpdateNoticeRootState, UpdateNoticeState } from './update/update-notice-slice';
export { MessageView } from './message/MessageView';
export type { MessageKind, MessageViewProps } from './message/MessageView';
export { GAMES_PRELOADER_PLACEHOLDERS, GamesPreloader } from './games-preloader/GamesPreloader';
export type { GamesPreloaderProps } from './games-preloader/GamesPreloader';
export { StatisticPopup } from './statistic-popup/StatisticPopup';
export type { StatisticPopupProps } from './statistic-popup/StatisticPopup';
