import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { formatarDataHora as h } from '../../../common/text/dataHora';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

configure({ asyncUtilTimeout: 5000 });

const abrir = () => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/situacao_gerenciador' });
const secao = () => screen.findByRole('region', { name: 'Alertas por webhook' });

describe('webhook alerts on the status page', { timeout: 30_000 }, () => {
  it('saves the branch’s webhook, shows its secret once, tests it, and lists each delivery with its attempts', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.entregas = [
      {
        id: 7,
        evento: 'gerenciador.desconectado',
        resumo: 'gerenciador desconectado',
        origem: 'filial',
        situacao: 'entregue',
        criadoEm: '2026-11-26T12:00:00.000Z',
        entregueEm: '2026-11-26T12:01:30.000Z',
        proximaTentativa: null,
        tentativas: [
          { numero: 1, em: '2026-11-26T12:00:00.000Z', statusHttp: 500, erro: 'O receptor respondeu HTTP 500; só um 2xx conta como entregue.', duracaoMs: 12 },
          { numero: 2, em: '2026-11-26T12:00:30.000Z', statusHttp: 500, erro: 'O receptor respondeu HTTP 500; só um 2xx conta como entregue.', duracaoMs: 9 },
          { numero: 3, em: '2026-11-26T12:01:30.000Z', statusHttp: 200, erro: null, duracaoMs: 8 },
        ],
      },
      {
        id: 8,
        evento: 'estrutura.mudou',
        resumo: 'Produtos: a estrutura do ERP mudou',
        origem: 'contratante',
        situacao: 'pendente',
        criadoEm: '2026-11-26T12:02:00.000Z',
        entregueEm: null,
        proximaTentativa: '2026-11-26T12:03:00.000Z',
        tentativas: [{ numero: 1, em: '2026-11-26T12:02:00.000Z', statusHttp: null, erro: 'O receptor não respondeu: conexão recusada.', duracaoMs: 3 }],
      },
    ];
    abrir();
    const regiao = await secao();
    const url = await within(regiao).findByRole('textbox', { name: 'Endereço do webhook (URL)' });
    expect(within(regiao).queryByRole('button', { name: 'Testar webhook' })).toBeNull();
    await user.type(url, 'https://hooks.exemplo.com.br/fv');
    await user.click(within(regiao).getByRole('button', { name: 'Salvar webhook' }));
    const segredo = await within(regiao).findByRole('textbox', { name: 'Segredo do webhook' });
    expect((segredo as HTMLInputElement).value).toBe('fvwh_segredo-de-teste');
    expect(within(regiao).getByText('Guarde este segredo agora', { exact: false })).toBeTruthy();
    expect(fake.chamadas.find((c) => c.operacao === 'webhookAlertaSalvar')?.variaveis).toEqual({
      escopo: { identificadorApp: 'ABC123' },
      dados: { url: 'https://hooks.exemplo.com.br/fv', ativo: true },
    });

    await user.click(await within(regiao).findByRole('button', { name: 'Testar webhook' }));
    await waitFor(() => expect(fake.chamadas.some((c) => c.operacao === 'webhookAlertaTestar')).toBe(true));

    const lista = within(regiao).getByRole('list', { name: 'Entregas do webhook' });
    const [entregue, pendente] = within(lista)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === lista);
    expect(entregue!.getAttribute('aria-label')).toBe(`Gerenciador desconectado · ${h('2026-11-26T12:00:00.000Z')}`);
    expect(within(entregue!).getByText('Entregue')).toBeTruthy();
    expect(within(entregue!).getByText('Webhook da filial')).toBeTruthy();
    const tentativas = within(entregue!).getByRole('list', { name: /^Tentativas de/ });
    expect(
      within(tentativas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Tentativa 1 · ${h('2026-11-26T12:00:00.000Z')} · HTTP 500 · 12 msO receptor respondeu HTTP 500; só um 2xx conta como entregue.`,
      `Tentativa 2 · ${h('2026-11-26T12:00:30.000Z')} · HTTP 500 · 9 msO receptor respondeu HTTP 500; só um 2xx conta como entregue.`,
      `Tentativa 3 · ${h('2026-11-26T12:01:30.000Z')} · HTTP 200 · 8 ms`,
    ]);
    expect(within(pendente!).getByText('Pendente')).toBeTruthy();
    expect(within(pendente!).getByText('Webhook da empresa')).toBeTruthy();
    expect(within(pendente!).getByText(`Próxima tentativa: ${h('2026-11-26T12:03:00.000Z')}`)).toBeTruthy();
    expect(within(pendente!).getByText('sem resposta', { exact: false })).toBeTruthy();
  });

  it('shows the server’s message by the address, and the company’s webhook only to who may see or change it', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.erroWebhook = { url: 'O endereço do webhook aponta para a rede interna do servidor e foi recusado. Use um endereço público.' };
    fake.webhooks = { ...fake.webhooks, podeEditarContratante: true };
    abrir();
    const regiao = await secao();
    expect(await within(regiao).findByRole('heading', { name: 'Webhook da empresa' })).toBeTruthy();
    const [url] = within(regiao).getAllByRole('textbox', { name: 'Endereço do webhook (URL)' });
    await user.type(url!, 'http://10.0.0.5/gancho');
    await user.click(within(regiao).getAllByRole('button', { name: 'Salvar webhook' })[0]!);
    expect(
      await within(regiao).findByText('O endereço do webhook aponta para a rede interna do servidor e foi recusado. Use um endereço público.'),
    ).toBeTruthy();
    expect(url!.getAttribute('aria-invalid')).toBe('true');
    expect(within(regiao).queryByRole('textbox', { name: 'Segredo do webhook' })).toBeNull();
  });

  it('is read-only without permission to edit, and passes axe (contrast is checked in the browser)', async () => {
    const fake = backendFake();
    fake.webhooks = {
      contratanteId: 9,
      podeEditar: false,
      podeEditarContratante: false,
      proprio: {
        origem: 'filial',
        url: 'https://hooks.exemplo.com.br/fv',
        ativo: true,
        criadoEm: '2026-11-26T12:00:00.000Z',
        atualizadoEm: '2026-11-26T12:00:00.000Z',
        podeEditar: false,
      },
      contratante: null,
    };
    abrir();
    const regiao = await secao();
    const url = await within(regiao).findByRole('textbox', { name: 'Endereço do webhook (URL)' });
    expect((url as HTMLInputElement).disabled).toBe(true);
    expect(within(regiao).queryByRole('button', { name: 'Salvar webhook' })).toBeNull();
    expect(within(regiao).queryByRole('heading', { name: 'Webhook da empresa' })).toBeNull();
    expect(await within(regiao).findByText('Nenhuma entrega nos últimos 30 dias.')).toBeTruthy();
    const resultado = await axe.run(regiao, { rules: { 'color-contrast': { enabled: false } } });
    expect(resultado.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
