import { ACTIONS, SUBJECTS, type PermissionRule } from './catalog';

/** The provider administrator: everything. */
export function providerAdminRules(): PermissionRule[] {
  return [{ action: ACTIONS.TODOS, subject: 'all' }];
}

/**
 * A partner administrator: its own contratante's users, branches, devices and databases,
 * its own profile and its own contratante's profile. Rows of other contratantes never match.
 */
export function partnerAdminRules(contratanteId: number, usuarioId: number): PermissionRule[] {
  const own = { contratanteId };
  return [
    { action: [ACTIONS.LEITURA, ACTIONS.LISTAR, ACTIONS.CONTRATANTE_ALTERAR_PERFIL_PROPRIO], subject: SUBJECTS.CONTRATANTE, conditions: { id: contratanteId } },
    { action: ACTIONS.TODOS, subject: SUBJECTS.USUARIO, conditions: own },
    { action: [ACTIONS.USUARIO_ALTERAR_SENHA, ACTIONS.USUARIO_ALTERAR_PERFIL_PROPRIO], subject: SUBJECTS.USUARIO, conditions: { id: usuarioId } },
    { action: ACTIONS.TODOS, subject: SUBJECTS.MOBILE_FILIAL, conditions: own },
    { action: ACTIONS.TODOS, subject: SUBJECTS.MOBILE_DISPOSITIVO, conditions: own },
    { action: ACTIONS.TODOS, subject: SUBJECTS.MOBILE_FILIAL_DATABASE, conditions: own },
  ];
}
