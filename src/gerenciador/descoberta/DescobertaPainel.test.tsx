import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const ESQUEMA: EsquemaErp = {
  tipoIntegracao: 'postgres',
  truncado: false,
  tabelas: [
    {
      esquema: null,
      nome: 'formas',
      view: false,
      colunas: [
        { nome: 'codigo', tipo: 'character varying(10)' },
        { nome: 'descrição', tipo: 'text' },
        { nome: 'prazo', tipo: 'boolean' },
      ],
    },
    { esquema: null, nome: 'formas_ativas', view: true, colunas: [{ nome: 'codigo', tipo: 'character varying(10)' }] },
    {
      esquema: 'fin',
      nome: 'titulos',
      view: false,
      colunas: [
        { nome: 'numero', tipo: 'integer' },
        { nome: 'forma_codigo', tipo: 'character varying(10)' },
      ],
    },
  ],
};

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const tabelas = () => within(screen.getByRole('list', { name: 'Tabelas e views do ERP' }));

async function lerTabelas(user: ReturnType<typeof userEvent.setup>) {
  const fake = backendFake();
  fake.respostas.filialGerenciadorDescobrirTabelas = () => ({ status: true, msg: MSG.tabelasDescobertas(3), erro: null, dados: ESQUEMA });
  abrir('configuracao_dados_forma_pagamento');
  await user.click(await screen.findByRole('button', { name: 'Ler tabelas do ERP' }));
  expect(await screen.findByText(MSG.tabelasDescobertas(3))).toBeTruthy();
  return fake;
}

describe('discovery beside the select editor', { timeout: 60_000 }, () => {
  it('lists tables and views with their columns and types, searchable by table or column', async () => {
    const user = userEvent.setup();
    const fake = await lerTabelas(user);
    expect(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorDescobrirTabelas')?.variaveis).toEqual({ identificadorApp: 'ABC123' });
    expect(
      tabelas()
        .getAllByRole('button', { name: /^Ver as colunas de/ })
        .map((b) => b.textContent),
    ).toEqual(['formas', 'formas_ativas', 'fin.titulos']);
    expect(within(tabelas().getAllByRole('listitem')[1]!).getByText('view')).toBeTruthy();
    await user.click(tabelas().getByRole('button', { name: 'Ver as colunas de formas' }));
    const colunas = within(screen.getByRole('list', { name: '3 coluna(s)' }));
    expect(colunas.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['codigo character varying(10)', 'descrição text', 'prazo boolean']);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar tabela ou coluna' }), 'FORMA_CO');
    expect(
      tabelas()
        .getAllByRole('button', { name: /^Ver as colunas de/ })
        .map((b) => b.textContent),
    ).toEqual(['fin.titulos']);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar tabela ou coluna' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar tabela ou coluna' }), 'nada disso');
    expect(screen.getByText('Nenhuma tabela encontrada com esse nome.')).toBeTruthy();
  });

  it('writes the picked table’s select, every column by name, and maps the fields of the same name', async () => {
    const user = userEvent.setup();
    await lerTabelas(user);
    await user.click(tabelas().getByRole('button', { name: 'Usar a tabela formas no select' }));
    const select = screen.getByLabelText('SQL do Select', { selector: 'textarea' }) as HTMLTextAreaElement;
    expect(select.value).toBe('SELECT codigo, "descrição", prazo\nFROM formas');
    expect(select.value).not.toContain('*');
    expect(campo('Descrição').value).toBe('descrição');
    expect(campo('Identificador da forma de pagamento').value).toBe('');
  });

  it('asks before replacing a select already written', async () => {
    const user = userEvent.setup();
    await lerTabelas(user);
    const select = screen.getByLabelText('SQL do Select', { selector: 'textarea' }) as HTMLTextAreaElement;
    await user.click(select);
    await user.paste('SELECT id FROM outra');
    await user.click(tabelas().getByRole('button', { name: 'Usar a tabela fin.titulos no select' }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('Substituir o select atual pelo da tabela titulos?');
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select.value).toBe('SELECT id FROM outra');
    await user.click(tabelas().getByRole('button', { name: 'Usar a tabela fin.titulos no select' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(select.value).toBe('SELECT numero, forma_codigo\nFROM fin.titulos'));
  });

  it('shows why the tables could not be read', async () => {
    const user = userEvent.setup();
    backendFake();
    abrir('configuracao_dados_insert_cliente');
    await user.click(await screen.findByRole('button', { name: 'Ler tabelas do ERP' }));
    expect(await screen.findByText('Falhou: O gerenciador do Cliente esta desconectado.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Tabelas e views do ERP' })).toBeNull();
  });
});
