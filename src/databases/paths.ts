/** docs/produto.md §2 routes of the branch databases (under /admin). */
export const DATABASES_LIST_PATH = 'lista_database';
export const DATABASE_FORM_PATH = 'cadastro_database';
