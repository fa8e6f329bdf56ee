import { Modal, type ModalCloseReason } from '@kickoff/ui';
import { useTranslation } from 'react-i18next';
import { REMOTE_MODALS, type RemoteModalKind, remoteModalRequest, remoteModalViewId } from './remote-modals';
import { RemotePageView, type RemotePageViewProps } from './RemotePageView';
import { useRemotePage } from './use-remote-page';

export interface RemoteContentModalProps extends Omit<RemotePageViewProps, 'viewId' | 'setTitle' | 'headingLevel'> {
  kind: RemoteModalKind;
  open: boolean;
  onClose(reason: ModalCloseReason): void;
}

/** MOD-011 / MOD-012 / MOD-013: ui's Modal around a remote page view (loading, ready, error). */
export function RemoteContentModal({ kind, open, onClose, ...page }: RemoteContentModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t(REMOTE_MODALS[kind].titleKey)} size="large">
      <RemotePageView viewId={remoteModalViewId(kind)} headingLevel={3} {...page} />
    </Modal>
  );
}

export interface ConnectedRemoteContentModalProps {
  kind: RemoteModalKind;
  /** The current route path, sent with the component request. */
  route: string;
  open: boolean;
  onClose(reason: ModalCloseReason): void;
}

/** The modal bound to the store: loads while open, and closing leaves the view (an in-flight load is cancelled). */
export function ConnectedRemoteContentModal({ kind, route, open, onClose }: ConnectedRemoteContentModalProps) {
  const page = useRemotePage(remoteModalViewId(kind), open ? remoteModalRequest(kind, route) : null);
  return <RemoteContentModal kind={kind} open={open} onClose={onClose} {...page} />;
}
