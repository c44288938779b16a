import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { Logout, useBasename, useGetIdentity, UserMenu, useTranslate, useUserMenu } from 'react-admin';

/** The logged user's e-mail, first line of the menu (not a menu action). */
function SignedInAs() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity?.email) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, flexDirection: 'column', alignItems: 'flex-start' }}>
      <ListItemText primary={translate('app.user_menu.conectado_como')} secondary={identity.email} slotProps={{ secondary: { color: 'text.primary' } }} />
    </MenuItem>
  );
}

function PerfilMenuItem() {
  const translate = useTranslate();
  const basename = useBasename();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={`${basename}/perfil`} onClick={userMenu?.onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.user_menu.perfil')}</ListItemText>
    </MenuItem>
  );
}

/** docs/produto.md §2: the user menu shows the e-mail and offers Perfil and Sair. */
export function AppUserMenu() {
  return (
    <UserMenu>
      <SignedInAs />
      <PerfilMenuItem />
      <Logout />
    </UserMenu>
  );
}
