import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mensagemErroErp } from '../../../common/erpErrors';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

describe('painel de sincronização', { timeout: 30_000 }, () => {
  it('shows a failed run’s Portuguese message in the Erro field first, and the database’s own text as its detail', async () => {
    const fake = backendFake();
    const msg = mensagemErroErp('colunaNaoEncontrada', 'sincronizar');
    const erro = "Unknown column 'precoo' in 'field list'";
    fake.sincronizacao = { ...fake.sincronizacao, dtInicio: '2026-03-04T10:00:00Z', dtFim: '2026-03-04T10:00:01Z', sucesso: false, msg, erro };
    renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/configuracao_dados_produto' });
    const campo = await screen.findByText(`Detalhe: ${erro}`);
    const dd = campo.closest('dd')!;
    expect(dd.getAttribute('data-campo')).toBe('erro');
    expect(dd.textContent).toBe(`${msg}Detalhe: ${erro}`);
    expect(dd.firstElementChild!.textContent).toBe(msg);
  });

  it('says which column of the ERP changed under the select and how to fix it', async () => {
    const fake = backendFake();
    const motivo = 'A coluna ESTOQUE de PRODUTO não existe mais no ERP (removida ou renomeada).';
    fake.sincronizacao = {
      ...fake.sincronizacao,
      dtFim: '2026-03-04T10:00:01Z',
      sucesso: false,
      msg: 'A estrutura do ERP mudou',
      divergencias: [{ tabela: 'PRODUTO', coluna: 'ESTOQUE', motivo }],
    };
    const { container } = renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/configuracao_dados_produto' });
    await screen.findByText(motivo);
    const aviso = container.querySelector('[data-campo="divergencias"]')!;
    expect(aviso.textContent).toContain('A estrutura do ERP mudou');
    expect(aviso.textContent).toContain('Use Sugerir configuração');
  });

  it('shows a dash in the Erro field of a run that did not fail', async () => {
    const fake = backendFake();
    fake.sincronizacao = { ...fake.sincronizacao, dtFim: '2026-03-04T10:00:01Z', sucesso: true, msg: 'Sincronização concluída.' };
    const { container } = renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/configuracao_dados_produto' });
    await screen.findByText('Sincronização concluída.');
    expect(container.querySelector('[data-campo="erro"]')!.textContent).toBe('—');
  });
});
