import { describe, expect, it } from 'vitest';
import type { Session } from '../session/types';
import { returnPath, routeDecision } from './routeDecision';

const usuario = { id: 1, nome: 'Ana', email: 'ana@teste.com.br', telefone: null, contratanteId: null, permissoes: '[]' };
const logged: Session = { usuario, token: 't', autenticado: true, acao: null };
const recovering: Session = { ...logged, acao: 'RECUPERAR_SENHA' };

describe('routeDecision (docs/produto.md §2)', () => {
  it('sends an unauthenticated user on an unknown route to the landing page', () => {
    expect(routeDecision('/qualquer/coisa', null)).toEqual({ kind: 'leave', to: '/' });
  });

  it('sends an unauthenticated user on /admin/* or /recuperarsenha to /login', () => {
    expect(routeDecision('/admin/lista_usuario', null)).toEqual({ kind: 'navigate', to: '/login' });
    expect(routeDecision('/admin', null)).toEqual({ kind: 'navigate', to: '/login' });
    expect(routeDecision('/recuperarsenha', null)).toEqual({ kind: 'navigate', to: '/login' });
  });

  it('shows the public pages to anyone', () => {
    for (const path of ['/login', '/esqueciminhasenha', '/autologin/abc123']) expect(routeDecision(path, null)).toEqual({ kind: 'render' });
    expect(routeDecision('/esqueciminhasenha', logged)).toEqual({ kind: 'render' });
  });

  it('sends a logged-in user from /login and /admin to /admin/home', () => {
    expect(routeDecision('/login', logged)).toEqual({ kind: 'navigate', to: '/admin/home' });
    expect(routeDecision('/admin', logged)).toEqual({ kind: 'navigate', to: '/admin/home' });
    expect(routeDecision('/admin/', logged)).toEqual({ kind: 'navigate', to: '/admin/home' });
    expect(routeDecision('/admin/contratantes', logged)).toEqual({ kind: 'render' });
    expect(routeDecision('/nao-existe', logged)).toEqual({ kind: 'navigate', to: '/admin/home' });
  });

  it('sends an ordinary session away from /recuperarsenha: changing its password needs the current one', () => {
    expect(routeDecision('/recuperarsenha', logged)).toEqual({ kind: 'navigate', to: '/admin/home' });
  });

  it('keeps a recovery session on /recuperarsenha only', () => {
    expect(routeDecision('/recuperarsenha', recovering)).toEqual({ kind: 'render' });
    for (const path of ['/login', '/admin/home', '/admin', '/esqueciminhasenha', '/autologin/outro', '/', '/x']) {
      expect(routeDecision(path, recovering)).toEqual({ kind: 'navigate', to: '/recuperarsenha' });
    }
  });

  it('sends /login, once logged in, to the back-office page asked for before it', () => {
    expect(routeDecision('/login', logged, '/admin/gerenciador/4/produtos')).toEqual({ kind: 'navigate', to: '/admin/gerenciador/4/produtos' });
    expect(returnPath({ retorno: '/admin/gerenciador/4' })).toBe('/admin/gerenciador/4');
    for (const state of [
      null,
      undefined,
      {},
      { retorno: 'https://outro.site/admin/' },
      { retorno: '//outro.site/admin/x' },
      { retorno: '/login' },
      { retorno: 3 },
    ]) {
      expect(returnPath(state)).toBeNull();
    }
  });
});
