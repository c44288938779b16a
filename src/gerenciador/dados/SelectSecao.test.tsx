import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

vi.mock('../components/SqlEditor', () => import('../test/SqlEditorFake'));
configure({ asyncUtilTimeout: 5000 });

const abrir = (rota: string) => renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: `/gerenciador/5/${rota}` });
const sqlSelect = () => screen.findByLabelText('SQL do Select', { selector: 'textarea' }) as Promise<HTMLTextAreaElement>;

describe('Testar Select', { timeout: 30_000 }, () => {
  it('clears an old failure once the SQL is edited: it was about the SQL that ran', async () => {
    const user = userEvent.setup();
    const fake = backendFake();
    fake.respostas.filialGerenciadorTestarSQL = () => ({ status: false, msg: 'Falha ao executar o select de teste: uma coluna usada no SQL não existe.', erro: "Unknown column 'descr'" });
    abrir('configuracao_dados_forma_pagamento');
    const select = await sqlSelect();
    await user.click(select);
    await user.paste('select id, descr from fp');
    await user.click(screen.getByRole('button', { name: 'Testar Select' }));
    const falha = () => screen.queryAllByRole('alert').find((a) => a.textContent?.includes('uma coluna usada no SQL não existe'));
    await waitFor(() => expect(falha()).toBeTruthy());
    await user.type(select, ' where 1 = 1');
    expect(falha()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Testar Select' })).toBeTruthy();
  });
});
