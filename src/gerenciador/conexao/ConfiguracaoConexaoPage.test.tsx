import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { configuracaoPadrao } from '../../../common/catalogo';
import { MSG } from '../../../common/messages';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = () => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/configuracao_conexao_dados' });
const campo = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const descricao = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

async function escolherTipo(user: ReturnType<typeof userEvent.setup>, nome: string) {
  await user.click(screen.getByRole('combobox', { name: 'Tipo de Integração' }));
  await user.click(await screen.findByRole('option', { name: nome }));
}

describe('configuracao_conexao_dados', { timeout: 30_000 }, () => {
  it('sets the default port of each type; sqlite asks a file path instead of host and port', async () => {
    const user = userEvent.setup();
    backendFake();
    abrir();
    await waitFor(() => expect(campo('Porta').value).toBe('3306'));
    await escolherTipo(user, 'PostgreSQL');
    expect(campo('Porta').value).toBe('5432');
    await escolherTipo(user, 'Firebird');
    expect(campo('Porta').value).toBe('5030');
    await escolherTipo(user, 'MariaDB');
    expect(campo('Porta').value).toBe('3306');
    await escolherTipo(user, 'SQLite');
    expect(campo('Caminho do arquivo do banco sqlite')).toBeTruthy();
    expect(screen.queryByLabelText('Hostname', { exact: false })).toBeNull();
    expect(screen.queryByLabelText('Porta', { exact: false })).toBeNull();
    await escolherTipo(user, 'SQL Server');
    expect(campo('Porta (opcional)').value).toBe('1433');
  });

  it('shows each missing field’s §5 message and keeps the typed values', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    abrir();
    await user.type(await screen.findByLabelText('Hostname', { exact: false, selector: 'input' }), 'erp.local');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(descricao(campo('Database'))).toBe(MSG.gDatabaseRequerida));
    expect(descricao(campo('Usuário'))).toBe(MSG.gUsuarioRequerido);
    expect(descricao(campo('Senha'))).toBe(MSG.gSenhaRequerida);
    expect(campo('Hostname').value).toBe('erp.local');
    expect(fake.salvamentos).toEqual([]);
  });

  it('never shows the saved password back, and a blank one keeps it', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.configuracoes.set('configuracaoIntegracao', {
      dados: {
        ...configuracaoPadrao('configuracaoIntegracao').dados,
        database: 'erp',
        username: 'u',
        hostname: 'h',
        password: '',
        passwordSalvo: true,
        conexaoEstabelecida: true,
      },
      mapeamento: {},
      ativa: true,
    });
    abrir();
    await waitFor(() => expect(campo('Database').value).toBe('erp'));
    expect(campo('Senha').value).toBe('');
    expect(descricao(campo('Senha'))).toBe('Há uma senha salva. Deixe em branco para mantê-la.');
    expect(screen.getByText(MSG.conexaoJaTestada)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.configuracaoSalva)).toBeTruthy();
    expect(fake.salvamentos[0].dados).toMatchObject({ password: '', passwordSalvo: true });
  });

  it('Test Connection: not tested, running (disabled), then red with the message or green', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    let responder: (v: { status: boolean; msg: string; erro: string | null }) => void = () => undefined;
    fake.respostas.filialGerenciadorTestarConexao = () => new Promise((resolve) => (responder = resolve));
    abrir();
    expect(await screen.findByText(MSG.conexaoNaoTestada)).toBeTruthy();
    await user.type(campo('Senha'), 'segredo');
    const botao = screen.getByRole('button', { name: 'Testar Conexão' }) as HTMLButtonElement;
    await user.click(botao);
    await waitFor(() => expect(botao.disabled).toBe(true));
    responder({ status: false, msg: 'Falha na conexão', erro: 'Access denied for user' });
    const falha = await screen.findByText('Falha na conexão: Access denied for user');
    expect(falha.closest('.MuiAlert-colorError')).toBeTruthy();
    expect(botao.disabled).toBe(false);
    expect(JSON.parse(String(fake.chamadas.find((c) => c.operacao === 'filialGerenciadorTestarConexao')?.variaveis.dadosConexao))).toMatchObject({
      tipoIntegracao: 'mysql',
      porta: 3306,
      password: 'segredo',
    });

    fake.respostas.filialGerenciadorTestarConexao = () => ({ status: true, msg: 'Conexão estabelecida.', erro: null });
    await user.click(botao);
    const ok = await screen.findByText('Conexão estabelecida.');
    expect(ok.closest('.MuiAlert-colorSuccess')).toBeTruthy();
  });
});
