/** docs/produto.md §2 routes of the users (under /admin). */
export const USUARIOS_LIST_PATH = 'lista_usuario';
export const USUARIO_FORM_PATH = 'cadastro_usuario';
