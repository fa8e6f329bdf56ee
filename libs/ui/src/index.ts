import './theme/theme.css';

export { Modal } from './modal/Modal';
export type { ModalProps, ModalCloseReason } from './modal/Modal';
export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { uiResources } from './i18n/resources';
