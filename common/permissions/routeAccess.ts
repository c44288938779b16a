import { ACTIONS, SUBJECTS, type Action, type Subject } from './catalog';
import { canAny, type AppAbility } from './ability';

const READ_INCLUDE_EDIT: Action[] = [ACTIONS.LEITURA, ACTIONS.INCLUIR, ACTIONS.EDITAR];

export interface RouteRequirement {
  subject: Subject;
  actions: Action[];
}

/** docs/produto.md §6 route table: the key is the admin route without its parameters. */
export const ROUTE_REQUIREMENTS: Record<string, RouteRequirement | null> = {
  home: { subject: SUBJECTS.CONTRATANTE, actions: [ACTIONS.LISTAR] },
  contratantes: { subject: SUBJECTS.CONTRATANTE, actions: [ACTIONS.LISTAR] },
  contratante: { subject: SUBJECTS.CONTRATANTE, actions: READ_INCLUDE_EDIT },
  dispositivo: { subject: SUBJECTS.MOBILE_DISPOSITIVO, actions: READ_INCLUDE_EDIT },
  lista_database: null,
  cadastro_database: { subject: SUBJECTS.MOBILE_FILIAL_DATABASE, actions: READ_INCLUDE_EDIT },
  lista_usuario: { subject: SUBJECTS.USUARIO, actions: [ACTIONS.LISTAR] },
  cadastro_usuario: { subject: SUBJECTS.USUARIO, actions: READ_INCLUDE_EDIT },
  perfil: { subject: SUBJECTS.USUARIO, actions: [ACTIONS.EDITAR, ACTIONS.USUARIO_ALTERAR_PERFIL_PROPRIO] },
  filiais: { subject: SUBJECTS.MOBILE_FILIAL, actions: [ACTIONS.LISTAR] },
  filial: { subject: SUBJECTS.MOBILE_FILIAL, actions: READ_INCLUDE_EDIT },
  /** The audit trail (docs/produto.md §2): whoever lists contratantes; the server scopes the entries the same way. */
  auditoria: { subject: SUBJECTS.CONTRATANTE, actions: [ACTIONS.LISTAR] },
};

/** Whether a route is visible: no requirement means visible; otherwise one of the actions is enough. */
export function canAccessRoute(ability: AppAbility, route: string): boolean {
  const requirement = ROUTE_REQUIREMENTS[route];
  if (!requirement) return true;
  return canAny(ability, requirement.actions, requirement.subject);
}
