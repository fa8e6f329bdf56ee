/** Texts of the one-tap prompt (the spec names none). */
export const sessionOneTapResources = {
  ru: {
    session_one_tap_title: 'Вход в один клик',
    session_one_tap_text: 'Войдите с аккаунтом Google: без пароля и без заполнения форм.',
    session_one_tap_continue: 'Продолжить с Google',
    session_one_tap_working: 'Выполняем вход…',
    session_one_tap_redirecting: 'Вход выполнен, открываем страницу…',
    session_one_tap_failed: 'Не удалось войти через Google. Попробуйте ещё раз или войдите другим способом.',
  },
  en: {
    session_one_tap_title: 'Sign in with one tap',
    session_one_tap_text: 'Use your Google account: no password, no forms to fill in.',
    session_one_tap_continue: 'Continue with Google',
    session_one_tap_working: 'Signing you in…',
    session_one_tap_redirecting: 'Signed in, opening the page…',
    session_one_tap_failed: 'Signing in with Google failed. Please try again or use another way to sign in.',
  },
} as const;

export type SessionOneTapTextKey = keyof (typeof sessionOneTapResources)['en'];
