/** Texts of the header's account corner (the logout confirmation's own texts are the shell's). */
export const accountResources = {
  ru: {
    session_account_login: 'Войти',
    session_account_register: 'Регистрация',
    session_account_logout: 'Выйти',
    session_account_player: 'Игрок {{id}}',
  },
  en: {
    session_account_login: 'Log in',
    session_account_register: 'Sign up',
    session_account_logout: 'Log out',
    session_account_player: 'Player {{id}}',
  },
} as const;
