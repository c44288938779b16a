import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { graphql, HttpResponse } from '../test/graphql';
import { renderAdmin } from '../test/renderAdmin';
import { server } from '../test/server';
import { UsuarioList } from '../usuarios/UsuarioList';

const usuarios = [
  { id: 1, nome: 'Ana', email: 'ana@x.com.br', telefone: '11987654321', ativo: true, ultimaAtividade: null, contratanteId: null },
  { id: 2, nome: 'Bruno', email: 'bruno@x.com.br', telefone: null, ativo: false, ultimaAtividade: null, contratanteId: null },
];

describe('list removal and paging', () => {
  it("asks 'Confirma a remoção do registro?' with Ok and Cancelar, and removes only on Ok", async () => {
    const user = userEvent.setup();
    const removed: number[] = [];
    let listed: unknown;
    server.use(
      // The 'Contratante' filter's choices (the provider admin sees every contratante).
      graphql.query('contratantes', () => HttpResponse.json({ data: { data: [], total: 0 } }) as never),
      graphql.query('usuarios', ({ variables }) => {
        listed = variables.queryOptions;
        const rows = usuarios.filter((u) => !removed.includes(u.id));
        return HttpResponse.json({ data: { data: rows, total: rows.length } }) as never;
      }),
      graphql.mutation('deleteUsuario', ({ variables }) => {
        removed.push(variables.id);
        return HttpResponse.json({ data: { data: true } }) as never;
      }),
    );
    renderAdmin(<UsuarioList />, { path: '/lista_usuario', url: '/lista_usuario' });
    // A ceiling for a busy machine: the list mounts its filters (and their choices) first.
    const row = (await screen.findByText('Bruno', {}, { timeout: 10_000 })).closest('tr')!;
    // 20 rows a page, sorted by name, in the server.
    expect(listed).toEqual({ limit: 20, order: [{ campo: 'nome', direcao: 'ASC' }] });
    expect(screen.getByText('1-2 de 2')).toBeTruthy();

    await user.click(await within(row).findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(MSG.confirmaRemocao)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(removed).toEqual([]);

    await user.click(await within(row).findByRole('button', { name: 'Excluir' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(removed).toEqual([2]));
    expect(await screen.findByText(MSG.usuarioRemovido)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Bruno')).toBeNull());
  }, 30_000);

  it("says 'Sem registros' when nothing matches", async () => {
    server.use(
      graphql.query('contratantes', () => HttpResponse.json({ data: { data: [], total: 0 } }) as never),
      graphql.query('usuarios', () => HttpResponse.json({ data: { data: [], total: 0 } }) as never),
    );
    renderAdmin(<UsuarioList />, { path: '/lista_usuario', url: '/lista_usuario' });
    expect(await screen.findByText(MSG.semRegistros)).toBeTruthy();
  });
});
