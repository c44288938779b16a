import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { visibleMenuEntries } from '../layout/menuEntries';
import { ADMIN_RULES, graphql, graphqlError, HttpResponse, testSession } from '../test/graphql';
import { currentRoute, renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import type { AgenteRollout } from './api';
import { AtualizacaoGerenciadoresPage } from './AtualizacaoGerenciadoresPage';

configure({ asyncUtilTimeout: 5000 });

/** The server's rollouts as msw keeps them, and every mutation it received. */
function backend() {
  const estado = { recusar: false, rollouts: [] as AgenteRollout[], chamadas: [] as { operacao: string; variaveis: Record<string, unknown> }[] };
  const contratantes = [{ id: 7, nome: 'Alfa Ltda' }];
  server.use(
    graphql.query('contratantes', () => HttpResponse.json({ data: { data: contratantes, total: contratantes.length } })),
    graphql.query('agenteRollouts', () => HttpResponse.json({ data: { agenteRollouts: estado.rollouts } })),
    graphql.query('agenteVersoesDisponiveis', () =>
      HttpResponse.json({
        data: {
          agenteVersoesDisponiveis: [
            { versao: '0.3.0', geradoEm: '2026-11-20T10:00:00.000Z', assinada: true },
            { versao: '0.3.0-dev', geradoEm: '2026-11-21T10:00:00.000Z', assinada: false },
          ],
        },
      }),
    ),
    graphql.mutation('agenteDefinirRollout', ({ variables }) => {
      estado.chamadas.push({ operacao: 'agenteDefinirRollout', variaveis: variables });
      if (estado.recusar)
        return graphqlError(`A versão ${variables.versao} não está disponível assinada para todas as plataformas neste servidor.`, { code: 'BAD_USER_INPUT' });
      const c = contratantes.find((x) => x.id === variables.contratanteId);
      const r: AgenteRollout = {
        contratanteId: c?.id ?? null,
        contratanteNome: c?.nome ?? null,
        versao: variables.versao,
        percentual: variables.percentual,
        atualizadoEm: '2026-11-26T13:00:00.000Z',
      };
      estado.rollouts = [...estado.rollouts.filter((x) => x.contratanteId !== r.contratanteId), r];
      return HttpResponse.json({ data: { agenteDefinirRollout: r } });
    }),
    graphql.mutation('agenteRemoverRollout', ({ variables }) => {
      estado.chamadas.push({ operacao: 'agenteRemoverRollout', variaveis: variables });
      estado.rollouts = estado.rollouts.filter((x) => x.contratanteId !== (variables.contratanteId ?? null));
      return HttpResponse.json({ data: { agenteRemoverRollout: true } });
    }),
  );
  return estado;
}

const PATH = '/atualizacao_gerenciadores';

describe('Atualização dos gerenciadores (rollouts of the agents self-update)', { timeout: 30_000 }, () => {
  it('sets a rollout of a signed version to 10 % of a contratante, lists it, removes it after confirmation, and passes axe', async () => {
    const estado = backend();
    renderAdmin(<AtualizacaoGerenciadoresPage />, { path: PATH, url: PATH });
    const user = userEvent.setup();
    expect(await screen.findByText('Nenhuma liberação: os gerenciadores ficam na versão que têm.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Liberar uma versão' });
    expect(within(form).getByText(/as filiais já escolhidas continuam na versão/)).toBeTruthy();

    await user.click(within(form).getByRole('combobox', { name: 'Contratante' }));
    await user.click(await screen.findByRole('option', { name: 'Alfa Ltda' }));
    await user.click(within(form).getByRole('combobox', { name: /^Versão/ }));
    expect((await screen.findByRole('option', { name: '0.3.0-dev (não assinada)' })).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: '0.3.0 (assinada)' }));
    const percentual = within(form).getByRole('spinbutton', { name: /^Percentual das filiais/ });

    await user.clear(percentual);
    await user.type(percentual, '10');
    await user.click(within(form).getByRole('button', { name: 'Salvar liberação' }));
    await waitFor(() =>
      expect(estado.chamadas).toContainEqual({ operacao: 'agenteDefinirRollout', variaveis: { contratanteId: 7, versao: '0.3.0', percentual: 10 } }),
    );
    expect(await screen.findByText('Versão 0.3.0 liberada para 10 % das filiais de Alfa Ltda.')).toBeTruthy();

    const lista = screen.getByRole('region', { name: 'Liberações em vigor' });
    const linha = (await within(lista).findByRole('cell', { name: 'Alfa Ltda' })).closest('tr')!;
    expect(within(linha).getByRole('cell', { name: '0.3.0' })).toBeTruthy();
    expect(within(linha).getByRole('cell', { name: '10 %' })).toBeTruthy();
    const resultado = await axe.run(screen.getByRole('heading', { level: 1, name: 'Atualização dos gerenciadores' }).parentElement!, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(resultado.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);

    await user.click(within(linha).getByRole('button', { name: 'Remover a liberação de Alfa Ltda' }));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText(/^Remover a liberação de Alfa Ltda\?/)).toBeTruthy();
    await user.click(within(dialogo).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(estado.chamadas).toContainEqual({ operacao: 'agenteRemoverRollout', variaveis: { contratanteId: 7 } }));
    expect(await screen.findByText('Nenhuma liberação: os gerenciadores ficam na versão que têm.')).toBeTruthy();
  });

  it('offers to every contratante (contratanteId null), and shows the server refusal by the version field', async () => {
    const estado = backend();
    renderAdmin(<AtualizacaoGerenciadoresPage />, { path: PATH, url: PATH });
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Liberar uma versão' });
    expect((within(form).getByRole('combobox', { name: 'Contratante' }) as HTMLInputElement).value).toBe('Todos os contratantes');
    await user.click(within(form).getByRole('combobox', { name: /^Versão/ }));
    await user.click(await screen.findByRole('option', { name: '0.3.0 (assinada)' }));
    await user.click(within(form).getByRole('button', { name: 'Salvar liberação' }));
    await waitFor(() =>
      expect(estado.chamadas).toContainEqual({ operacao: 'agenteDefinirRollout', variaveis: { contratanteId: null, versao: '0.3.0', percentual: 0 } }),
    );
    expect(await screen.findByRole('cell', { name: 'Todos os contratantes' })).toBeTruthy();

    estado.recusar = true;
    await user.click(within(form).getByRole('button', { name: 'Salvar liberação' }));
    const versao = within(form).getByRole('combobox', { name: /^Versão/ });
    await waitFor(() => expect(versao.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A versão 0.3.0 não está disponível assinada para todas as plataformas neste servidor.')).toBeTruthy();
  });

  it('is neither in the menu nor open to a partner, even one with every right on its contratante', async () => {
    expect(visibleMenuEntries(JSON.parse(ADMIN_RULES), false).map((e) => e.label)).toContain('app.menu.atualizacao_gerenciadores');
    expect(visibleMenuEntries(JSON.parse(ADMIN_RULES), true).map((e) => e.label)).not.toContain('app.menu.atualizacao_gerenciadores');
    const parceiro = JSON.stringify([{ action: ['LISTAR', 'LEITURA', 'EDITAR'], subject: 'MOBILE_FILIAL', conditions: { contratanteId: 7 } }]);
    expect(visibleMenuEntries(JSON.parse(parceiro), true).map((e) => e.label)).not.toContain('app.menu.atualizacao_gerenciadores');

    backend();
    renderAdmin(<AtualizacaoGerenciadoresPage />, { path: PATH, url: PATH, session: testSession({ contratanteId: 7 }) });
    await waitFor(() => expect(currentRoute()).toBe('/access-denied'));
    expect(screen.queryByRole('region', { name: 'Liberar uma versão' })).toBeNull();
  });
});
