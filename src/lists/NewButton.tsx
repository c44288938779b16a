import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { Button, TopToolbar, useBasename, useCanAccess, useResourceContext } from 'react-admin';

/** 'Novo Contratante', 'Novo Usuário'…: to the docs/produto.md §2 form route, shown when the user may create. */
export function NewButton({ to, label }: { to: string; label: string }) {
  const basename = useBasename();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'create', resource });
  if (!canAccess) return null;
  // The icon as the child: react-admin shows it alone (named by the label) on a phone.
  return (
    <Button component={Link} to={`${basename}/${to}`} label={label} variant="contained">
      <AddIcon />
    </Button>
  );
}

/** The list's top toolbar with its 'Novo …' button. */
export function NewButtonToolbar(props: { to: string; label: string }) {
  return (
    <TopToolbar>
      <NewButton {...props} />
    </TopToolbar>
  );
}
