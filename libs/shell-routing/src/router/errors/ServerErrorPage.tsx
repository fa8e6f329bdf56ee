import { ErrorStatusView } from './ErrorStatusView';

/** SR-011: the dedicated 500 page, `/{lng}/500`. */
export default function ServerErrorPage() {
  return <ErrorStatusView status={500} />;
}
