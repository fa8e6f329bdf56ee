export { useWindowSize, WINDOW_SIZE_DEBOUNCE_MS } from './window-size';
export type { WindowSize } from './window-size';
export type { ConsultantChatRegistry, ConsultantChatWidgetProps } from './ConsultantChat';
