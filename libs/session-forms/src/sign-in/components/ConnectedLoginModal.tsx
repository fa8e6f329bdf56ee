import { useDispatch, useSelector } from 'react-redux';
import { type AuthFormRootState, selectIsLoginModalOpen } from '../state/auth-form-selectors';
import { loginModalClosed } from '../state/auth-form-slice';
import { LoginModal } from './LoginModal';
import { type LoginFormLinks, useLoginForm } from './use-login-form';

/** The login modal as the shell mounts it: opened by `loginModalOpened({ returnTo })`, closed by the visitor or a sign-in. */
export function ConnectedLoginModal(links: LoginFormLinks) {
  const open = useSelector((state: AuthFormRootState) => selectIsLoginModalOpen(state));
  return open ? <OpenLoginModal {...links} /> : null;
}

/** Mounted only while open: the phone lists are fetched when someone is about to sign in, not on every page. */
function OpenLoginModal(links: LoginFormLinks) {
  const dispatch = useDispatch();
  return <LoginModal open onClose={() => dispatch(loginModalClosed())} {...useLoginForm(links)} />;
}
