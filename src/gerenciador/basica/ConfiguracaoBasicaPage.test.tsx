import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ptBR } from '../../i18n/pt-BR';
import { renderAdmin } from '../../test/renderAdmin';
import GerenciadorApp from '../GerenciadorApp';
import { backendFake } from '../test/backendFake';

configure({ asyncUtilTimeout: 5000 });

const ajuda = (ptBR as unknown as { app: { gerenciador: { opcoes_ajuda: Record<string, string> } } }).app.gerenciador.opcoes_ajuda;

describe('configuração básica: tipos de senha', { timeout: 30_000 }, () => {
  it('says what each password type means, in the list and under the chosen one', async () => {
    const user = userEvent.setup();
    backendFake();
    renderAdmin(<GerenciadorApp />, { path: '/gerenciador/:filialId?/*', url: '/gerenciador/5/configuracao_basica' });
    const select = await screen.findByRole('combobox', { name: 'Tipo de validação da senha do usuário' });
    expect(select.textContent).toBe('MD5');
    const descricao = () =>
      document.getElementById(
        select
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.endsWith('helper-text'))!,
      )?.textContent;
    expect(descricao()).toBe(ajuda.md5);

    await user.click(select);
    const lista = within(await screen.findByRole('listbox'));
    for (const [opcao, rotulo] of [
      ['texto', 'Texto'],
      ['md5', 'MD5'],
      ['sha1', 'SHA1'],
      ['criadaApp', 'Criada no App'],
    ]) {
      expect(lista.getByRole('option', { name: new RegExp(`^${rotulo}`) }).textContent).toBe(`${rotulo}${ajuda[opcao]}`);
    }
    await user.click(lista.getByRole('option', { name: /^Criada no App/ }));
    expect(select.textContent).toBe('Criada no App');
    expect(descricao()).toBe(ajuda.criadaApp);
  });
});
