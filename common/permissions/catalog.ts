/** Subjects and actions of docs/produto.md §6. TODOS counts as every action. */
export const SUBJECTS = {
  CONTRATANTE: 'CONTRATANTE',
  USUARIO: 'USUARIO',
  MOBILE_FILIAL: 'MOBILE_FILIAL',
  MOBILE_DISPOSITIVO: 'MOBILE_DISPOSITIVO',
  MOBILE_FILIAL_DATABASE: 'MOBILE_FILIAL_DATABASE',
} as const;

export type Subject = (typeof SUBJECTS)[keyof typeof SUBJECTS];

export const ACTIONS = {
  TODOS: 'TODOS',
  LEITURA: 'LEITURA',
  LISTAR: 'LISTAR',
  INCLUIR: 'INCLUIR',
  EDITAR: 'EDITAR',
  DELETAR: 'DELETAR',
  INATIVAR: 'INATIVAR',
  USUARIO_ALTERAR_SENHA: 'USUARIO_ALTERAR_SENHA',
  USUARIO_ALTERAR_PERFIL_PROPRIO: 'USUARIO_ALTERAR_PERFIL_PROPRIO',
  CONTRATANTE_ALTERAR_PERFIL_PROPRIO: 'CONTRATANTE_ALTERAR_PERFIL_PROPRIO',
} as const;

export type Action = (typeof ACTIONS)[keyof typeof ACTIONS];

/** Every concrete action that TODOS stands for. */
export const CONCRETE_ACTIONS: Action[] = Object.values(ACTIONS).filter((a) => a !== ACTIONS.TODOS);

/** A CASL rule as stored in usuario.caslRules (JSON text) and sent to the browser. */
export interface PermissionRule {
  action: Action | Action[];
  subject: Subject | Subject[] | 'all';
  conditions?: Record<string, unknown>;
  inverted?: boolean;
}
