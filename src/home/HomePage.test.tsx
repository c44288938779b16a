import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContadoresFrota, FilialFrota } from '../../common/api/frota';
import { graphql, HttpResponse } from '../test/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { HomePage } from './HomePage';

const contadores = (filiais: number): ContadoresFrota => ({
  filiais,
  conectados: 1,
  offline: 1,
  estrutura: 0,
  execucoesFalha: 0,
  registrosErro: 1,
  registrosErroTotal: 3,
  desatualizado: 0,
});

const filial = (id: number, nome: string, problemas: FilialFrota['problemas']): FilialFrota => ({
  id,
  filialId: id,
  nome,
  ativo: true,
  contratanteId: 7,
  contratanteNome: 'Alfa Ltda',
  pedidosSincronizados: 0,
  pedidosDia: 2,
  pedidosSemSincronizar: 1,
  qtdeErros: 3,
  gerenciadorConectado: problemas.length === 0,
  versaoGerenciador: '0.1.0',
  ultimoContatoGerenciador: null,
  estruturaAlterada: [],
  problemas,
  registrosErro: 3,
  execucoesFalha: 0,
  desatualizado: false,
  versaoAlvo: null,
  ultimaAtualizacao: null,
});

/** /admin/home: the card of a single branch as docs/produto.md §2 shows it, or the fleet for more (docs/frota.md). */
describe('HomePage', { timeout: 30_000 }, () => {
  it('shows the status card when the user sees a single branch', async () => {
    server.use(
      graphql.query('gerenciadoresFrotaContadores', () => HttpResponse.json({ data: { r: contadores(1) } })),
      http.get('/api/v1/contratante/gerenciador-status', () =>
        HttpResponse.json([
          {
            filialId: 5,
            nome: 'Loja Única',
            ativo: true,
            pedidosSincronizados: 4,
            pedidosDia: 1,
            pedidosSemSincronizar: 0,
            qtdeErros: 0,
            gerenciadorConectado: true,
            versaoGerenciador: '0.1.0',
            ultimoContatoGerenciador: null,
            estruturaAlterada: [],
          },
        ]),
      ),
    );
    renderAdmin(<HomePage />, { path: '/home', url: '/home' });
    const cartao = await screen.findByRole('article', { name: 'Loja Única' }, { timeout: 10_000 });
    expect(within(cartao).getByText('Pedidos sincronizados')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Situação das filiais/ })).toBeNull();
  });

  it('shows the fleet in the order the server sent, and a counter filters the list by its problem', async () => {
    const pedidos: unknown[] = [];
    server.use(
      graphql.query('gerenciadoresFrotaContadores', () => HttpResponse.json({ data: { r: contadores(2) } })),
      graphql.query('gerenciadoresFrotaGraficos', () =>
        HttpResponse.json({ data: { r: [{ dia: '2026-01-01', pedidosRecebidos: 4, pedidosIntegrados: 3, execucoesFalha: 1 }] } }),
      ),
      // The provider admin's contratante filter asks for its choices.
      graphql.query('contratantes', () => HttpResponse.json({ data: { data: [{ id: 7, nome: 'Alfa Ltda' }], total: 1 } })),
      graphql.query('gerenciadoresFrota', ({ variables }) => {
        pedidos.push(variables.queryOptions);
        return HttpResponse.json({ data: { data: [filial(2, 'Filial Zeta', ['offline', 'registrosErro']), filial(1, 'Filial Alfa', [])], total: 2 } });
      }),
    );
    renderAdmin(<HomePage />, { path: '/home', url: '/home' });
    // A ceiling for a busy machine, not a measure: the list answers after the counters.
    const lista = await screen.findByRole('list', { name: 'Filiais, as com problema primeiro' }, { timeout: 10_000 });
    const nomes = within(lista)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(nomes).toEqual(['Filial Zeta', 'Filial Alfa']);
    expect(within(lista).getByText('Registros com erro: 3')).toBeTruthy();
    expect(await screen.findByText('4 pedidos recebidos e 3 integrados no ERP nos últimos 30 dias.', undefined, { timeout: 10_000 })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: /Desconectado além do limite/ }));
    await expect.poll(() => JSON.stringify(pedidos.at(-1))).toContain('{"campo":"problema","operador":"=","valor":"offline"}');
    expect(screen.getByRole('button', { name: /Desconectado além do limite/ }).getAttribute('aria-pressed')).toBe('true');
  });
});
