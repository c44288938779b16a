import { ACTIONS, buildAbility, canAccessRoute, ROUTE_REQUIREMENTS, type PermissionRule } from '../../common/permissions';

/** Each react-admin resource (named after its list query) and its docs/produto.md §6 route keys. */
export const RESOURCE_ROUTES: Record<string, { list: string; form: string }> = {
  usuarios: { list: 'lista_usuario', form: 'cadastro_usuario' },
  contratantes: { list: 'contratantes', form: 'contratante' },
  mobileFiliais: { list: 'filiais', form: 'filial' },
  mobileDispositivos: { list: 'dispositivo', form: 'dispositivo' },
  mobileFilialDatabases: { list: 'lista_database', form: 'cadastro_database' },
  auditorias: { list: 'auditoria', form: 'auditoria' },
  gerenciadoresFrota: { list: 'home', form: 'home' },
};

const LIST_ACTIONS = new Set(['list', 'export']);

/** The route key an action on a resource stands for; a route key itself (menu entries) maps to itself. */
export function routeKeyFor(action: string, resource: string): string | null {
  const routes = RESOURCE_ROUTES[resource];
  if (routes) return LIST_ACTIONS.has(action) ? routes.list : routes.form;
  return resource in ROUTE_REQUIREMENTS ? resource : null;
}

/**
 * authProvider.canAccess: list/export need the list route's actions, show/edit the form's, create
 * needs INCLUIR and delete DELETAR on the subject. Anything without a requirement is allowed (docs/produto.md §6); the
 * server enforces the same rules with conditions.
 */
export function canAccess(rules: PermissionRule[], { action, resource }: { action: string; resource: string }): boolean {
  const ability = buildAbility(rules);
  const key = routeKeyFor(action, resource);
  if (key === null) return true;
  const requirement = ROUTE_REQUIREMENTS[key];
  if (action === 'delete') return requirement ? ability.can(ACTIONS.DELETAR, requirement.subject) : true;
  // The form route opens with read access (docs/produto.md §6), but a new record needs INCLUIR, as on the server.
  if (action === 'create') return requirement ? ability.can(ACTIONS.INCLUIR, requirement.subject) : true;
  return canAccessRoute(ability, key);
}
