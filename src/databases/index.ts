import { createElement } from 'react';
import StorageIcon from '@mui/icons-material/Storage';
import { RedirectTo } from '../admin/RedirectTo';
import { DATABASES_LIST_PATH } from './paths';

export { DatabaseList } from './DatabaseList';
export { DatabasePage } from './DatabasePage';
export { DATABASES_LIST_PATH, DATABASE_FORM_PATH } from './paths';

/** <Resource name="mobileFilialDatabases">: its list is /admin/lista_database (docs/produto.md §2). */
export default {
  list: () => createElement(RedirectTo, { path: DATABASES_LIST_PATH }),
  icon: StorageIcon,
  recordRepresentation: 'database',
};
