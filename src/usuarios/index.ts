import { createElement } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { RedirectTo } from '../admin/RedirectTo';
import { USUARIOS_LIST_PATH } from './paths';

export { UsuarioList } from './UsuarioList';
export { UsuarioPage } from './UsuarioPage';
export { USUARIOS_LIST_PATH, USUARIO_FORM_PATH } from './paths';

/** The list lives at /admin/lista_usuario (docs/produto.md §2); react-admin's own /admin/usuarios leads there. */
export default {
  list: () => createElement(RedirectTo, { path: USUARIOS_LIST_PATH }),
  icon: PeopleIcon,
  recordRepresentation: 'nome',
};
