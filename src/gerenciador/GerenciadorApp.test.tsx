import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../common/messages';
import { currentRoute, renderAdmin } from '../test/renderAdmin';
import GerenciadorApp from './GerenciadorApp';
import { backendFake } from './test/backendFake';

vi.mock('./components/SqlEditor', () => import('./test/SqlEditorFake'));
// react-admin and MUI render slowly in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/gerenciador/:filialId?/*';
const abrir = (url: string) => renderAdmin(<GerenciadorApp />, { path: PATH, url });
const menu = async () => within(await screen.findByRole('menu', { name: 'Páginas do gerenciador' }));

describe('/gerenciador/{id}', { timeout: 30_000 }, () => {
  it('shows nothing of the manager while the branch is unknown or not the user’s', async () => {
    backendFake({ filial: null });
    abrir('/gerenciador/99');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Filial não encontrada ou sem permissão de acesso.');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('sends an unknown page, and a page whose flag is off, to situacao_gerenciador', async () => {
    backendFake();
    abrir('/gerenciador/5/nao_existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Situação do Gerenciador' })).toBeTruthy();
    expect(currentRoute()).toBe('/gerenciador/5/situacao_gerenciador');
    expect(await screen.findByText(MSG.gerenciadorDesconectado)).toBeTruthy();
    cleanup();
    backendFake();
    abrir('/gerenciador/5/configuracao_dados_servico');
    expect(await screen.findByRole('heading', { level: 1, name: 'Situação do Gerenciador' })).toBeTruthy();
    expect(currentRoute()).toBe('/gerenciador/5/situacao_gerenciador');
  });

  it('lists the data pages whose flag is on in the basic configuration', async () => {
    backendFake({ basica: { utilizaTabelaPreco: true, utilizaPedido: false } });
    abrir('/gerenciador/5');
    const itens = await menu();
    expect(itens.getByRole('menuitem', { name: 'Tabelas de Preço' })).toBeTruthy();
    expect(itens.getByRole('menuitem', { name: 'Produtos' })).toBeTruthy();
    expect(itens.queryByRole('menuitem', { name: 'Pedidos' })).toBeNull();
    expect(itens.queryByRole('menuitem', { name: 'Serviços' })).toBeNull();
  });

  it('loads the branch once: moving between pages keeps it and keeps the area on screen', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('/gerenciador/5');
    await user.click((await menu()).getByRole('menuitem', { name: 'Produtos' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produtos' })).toBeTruthy();
    await user.click((await menu()).getByRole('menuitem', { name: 'Conexão de Dados' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Conexão de Dados' })).toBeTruthy();
    expect(fake.chamadas.filter((c) => c.operacao === 'mobileFilial')).toEqual([{ operacao: 'mobileFilial', variaveis: { id: 5 } }]);
  });

  it('updates the menu as soon as the basic configuration is saved', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir('/gerenciador/5/configuracao_basica');
    await user.click(await screen.findByRole('switch', { name: 'Utiliza ordem de serviço' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect((await menu()).getByRole('menuitem', { name: 'Serviços' })).toBeTruthy();
    expect(fake.salvamentos.at(-1)?.dados).toMatchObject({
      utilizaOrdemServico: true,
      tipoValidacaoCampoSenhaUsuario: 'md5',
      labelPrazoEntregaPedido: 'Prazo de Entrega',
    });
  });
});
