import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { createFilial, createPartner, insertDevice, type Partner } from '../support/fixtures';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';

/** A contratante with children is not removed by accident; the dialog says what it holds and offers to deactivate. */
describe('remover um contratante que tem usuários, filiais e dispositivos', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let cheio: Partner;
  let vazioId = 0;

  beforeAll(async () => {
    app = await startTestApp();
    const admin = await app.login(ADMIN.email, ADMIN.password);
    cheio = await createPartner(app, admin, 'Povoada');
    const filialId = await createFilial(app, cheio.token, 'Filial Povoada');
    await insertDevice(app, filialId, 'povoada-1');
    const vazio = await app.gql<{ createUpdateContratante: { id: number } }>(
      'mutation($i: ContratanteInput!) { createUpdateContratante(input: $i) { id } }',
      {
        i: { tipoEmpresa: 'J', docFederal: '11222333000181', nome: 'Deserta Ltda', email: 'contato@deserta.com.br', telefone: '1134567890', cidadeId: 3550308 },
      },
      admin,
    );
    vazioId = vazio.data!.createUpdateContratante.id;
    browser = await launchBrowser();
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await loginAs(page, app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const linha = (nome: string) => page.getByRole('row', { name: new RegExp(nome) });
  const existe = async (id: number) => Boolean(await app.app.db.kysely.selectFrom('contratante').select('id').where('id', '=', id).executeTakeFirst());

  it('the dialog says what it holds; Ok is not offered; deactivating from it keeps everything', async () => {
    await page.goto(`${app.url}/admin/contratantes`);
    await linha('Povoada Ltda').getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(MSG.contratanteComDependentes('1 usuário, 1 filial e 1 dispositivo')).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Ok' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Remover tudo' }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Inativar' }).click();
    await expect.poll(() => page.getByText('Registro inativado; nada foi removido.').first().isVisible()).toBe(true);
    await expect
      .poll(
        async () => (await app.app.db.kysely.selectFrom('contratante').select('ativo').where('id', '=', cheio.contratanteId).executeTakeFirstOrThrow()).ativo,
      )
      .toBe(0);
    expect(await existe(cheio.contratanteId)).toBe(true);
    expect(await app.app.db.kysely.selectFrom('usuario').select('id').where('contratanteId', '=', cheio.contratanteId).execute()).toHaveLength(1);
  });

  it('removing it needs its name typed; a wrong name keeps the button off', async () => {
    await page.goto(`${app.url}/admin/contratantes`);
    await linha('Povoada Ltda').getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    const nome = dialog.getByLabel('Digite o nome "Povoada Ltda" para confirmar');
    await nome.fill('Povoada');
    expect(await dialog.getByRole('button', { name: 'Remover tudo' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await existe(cheio.contratanteId)).toBe(true);

    await linha('Povoada Ltda').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByLabel('Digite o nome "Povoada Ltda" para confirmar').fill('Povoada Ltda');
    await page.getByRole('dialog').getByRole('button', { name: 'Remover tudo' }).click();
    await expect.poll(() => page.getByText(MSG.contratanteRemovido).first().isVisible()).toBe(true);
    await expect.poll(() => existe(cheio.contratanteId)).toBe(false);
  });

  it('an empty contratante gets the plain confirmation and is removed', async () => {
    await page.goto(`${app.url}/admin/contratantes`);
    await linha('Deserta Ltda').getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(MSG.confirmaRemocao).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => existe(vazioId)).toBe(false);
  });
});
