/**
 * The react-admin app (react-admin, MUI, Apollo) as a separate chunk: /login never downloads it;
 * the login page starts fetching it once the e-mail is known, while the user types the password.
 */
export const loadAdmin = () => import('./AdminApp');
