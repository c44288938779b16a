import { createElement } from 'react';
import StoreIcon from '@mui/icons-material/Store';
import { RedirectTo } from '../admin/RedirectTo';
import { FILIAIS_LIST_PATH } from './paths';

export { FilialList } from './FilialList';
export { FilialPage } from './FilialPage';
export { FILIAIS_LIST_PATH } from './paths';

/** <Resource name="mobileFiliais">: its list is /admin/filiais (docs/produto.md §2). */
export default {
  list: () => createElement(RedirectTo, { path: FILIAIS_LIST_PATH }),
  icon: StoreIcon,
  recordRepresentation: 'nome',
};
