import { describe, expect, it } from 'vitest';
import { partnerAdminRules, providerAdminRules, type PermissionRule } from '../../common/permissions';
import { canAccess, routeKeyFor } from './canAccess';

describe('canAccess', () => {
  it('maps resources and actions to the docs/produto.md §6 route keys', () => {
    expect(routeKeyFor('list', 'usuarios')).toBe('lista_usuario');
    expect(routeKeyFor('edit', 'usuarios')).toBe('cadastro_usuario');
    expect(routeKeyFor('list', 'contratantes')).toBe('contratantes');
    expect(routeKeyFor('create', 'contratantes')).toBe('contratante');
    expect(routeKeyFor('list', 'perfil')).toBe('perfil');
    expect(routeKeyFor('list', 'desconhecido')).toBeNull();
  });

  it('lets the provider administrator do everything', () => {
    const rules = providerAdminRules();
    for (const action of ['list', 'show', 'edit', 'create', 'delete']) {
      expect(canAccess(rules, { action, resource: 'usuarios' })).toBe(true);
      expect(canAccess(rules, { action, resource: 'contratantes' })).toBe(true);
    }
  });

  it('gives a partner its users and its own contratante, but no new contratante', () => {
    const rules = partnerAdminRules(7, 3);
    expect(canAccess(rules, { action: 'list', resource: 'usuarios' })).toBe(true);
    expect(canAccess(rules, { action: 'delete', resource: 'usuarios' })).toBe(true);
    expect(canAccess(rules, { action: 'list', resource: 'contratantes' })).toBe(true);
    expect(canAccess(rules, { action: 'edit', resource: 'contratantes' })).toBe(true);
    expect(canAccess(rules, { action: 'delete', resource: 'contratantes' })).toBe(false);
    expect(canAccess(rules, { action: 'create', resource: 'contratantes' })).toBe(false);
    expect(canAccess(rules, { action: 'create', resource: 'mobileFiliais' })).toBe(true);
  });

  it('needs one of the required actions', () => {
    const readOnly: PermissionRule[] = [{ action: 'LEITURA', subject: 'USUARIO' }];
    expect(canAccess(readOnly, { action: 'list', resource: 'usuarios' })).toBe(false);
    expect(canAccess(readOnly, { action: 'show', resource: 'usuarios' })).toBe(true);
    expect(canAccess([], { action: 'list', resource: 'home' })).toBe(false);
    expect(canAccess([], { action: 'edit', resource: 'contratantes' })).toBe(false);
  });

  it('allows what has no requirement (database list, unknown pages)', () => {
    expect(canAccess([], { action: 'list', resource: 'lista_database' })).toBe(true);
    expect(canAccess([], { action: 'list', resource: 'qualquer' })).toBe(true);
  });
});
