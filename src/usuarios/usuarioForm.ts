import { validateUsuario, type UsuarioFields } from '../../common/validation/usuario';

/** New users are active (docs/produto.md §4). */
export const USUARIO_DEFAULTS = { ativo: true };

/** The form-level check: the same rules as the server (common/validation/usuario). */
export const validateUsuarioForm = (creating: boolean) => (values: UsuarioFields) => validateUsuario(values, creating);
