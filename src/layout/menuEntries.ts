import { ACTIONS, buildAbility, type PermissionRule } from '../../common/permissions';
import { canAccess } from '../providers/canAccess';

/** A sidebar link: its admin path, its i18n label and the docs/produto.md §6 route key that guards it. */
export interface MenuEntry {
  key: 'home' | 'contratantes' | 'databases' | 'usuarios' | 'filiais' | 'auditoria' | 'atualizacao';
  path: string;
  label: string;
  routeKey: string;
  /** Filiais shows only for a user who belongs to a contratante (docs/produto.md §2). */
  requiresContratante?: boolean;
  /** Only the provider administrator: no contratante and every right (ehAdministradorProvedor). */
  requiresAdministradorProvedor?: boolean;
}

export const MENU_ENTRIES: MenuEntry[] = [
  { key: 'home', path: 'home', label: 'app.menu.home', routeKey: 'home' },
  { key: 'contratantes', path: 'contratantes', label: 'app.menu.contratantes', routeKey: 'contratantes' },
  { key: 'databases', path: 'lista_database', label: 'app.menu.databases', routeKey: 'lista_database' },
  { key: 'usuarios', path: 'lista_usuario', label: 'app.menu.usuarios', routeKey: 'lista_usuario' },
  { key: 'filiais', path: 'filiais', label: 'app.menu.filiais', routeKey: 'filiais', requiresContratante: true },
  { key: 'auditoria', path: 'auditoria', label: 'app.menu.auditoria', routeKey: 'auditoria' },
  {
    key: 'atualizacao',
    path: 'atualizacao_gerenciadores',
    label: 'app.menu.atualizacao_gerenciadores',
    routeKey: 'atualizacao_gerenciadores',
    requiresAdministradorProvedor: true,
  },
];

/** The manager downloads, served by server/downloads (the click fetches a short-lived link first). */
export const DOWNLOAD_ENTRIES = [
  { key: 'instalador', href: '/api/v1/downloads/instalador', label: 'app.menu.download_instalador' },
  { key: 'executavel', href: '/api/v1/downloads/executavel', label: 'app.menu.download_executavel' },
] as const;

/** The entries this user may see: one of the route's required actions, a contratante for Filiais, the provider administrator for the self-update. */
export function visibleMenuEntries(rules: PermissionRule[], hasContratante: boolean): MenuEntry[] {
  const administrador = !hasContratante && buildAbility(rules).can(ACTIONS.TODOS, 'all');
  return MENU_ENTRIES.filter(
    (entry) =>
      (!entry.requiresContratante || hasContratante) &&
      (!entry.requiresAdministradorProvedor || administrador) &&
      canAccess(rules, { action: 'list', resource: entry.routeKey }),
  );
}
