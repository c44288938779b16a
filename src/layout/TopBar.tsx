import { AppBar } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';

/** The top bar: react-admin's title portal (the current page name) and the user menu. */
export function TopBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
}
