import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages';
import { insertDevice } from '../support/fixtures';
import { startLookupStub, type LookupStub } from '../support/lookupStub';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { loginAs } from './support/adminSession';
import { accessibilityViolations, launchBrowser } from './support/browser';
import { escolherOpcao } from './support/selecao';

/**
 * docs/produto.md §2 back-office as the provider administrator, in real Chromium against the built SPA, the
 * real server and a local stand-in for the public CEP and CNPJ services.
 */
describe('back-office: administrador do provedor', () => {
  let stub: LookupStub;
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let contratanteJ = 0;
  let filialId = 0;

  beforeAll(async () => {
    stub = await startLookupStub();
    app = await startTestApp({ CEP_LOOKUP_URL: stub.cepUrl, CNPJ_LOOKUP_URL: stub.cnpjUrl });
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await loginAs(page, app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await stub?.close();
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });
  const visible = (text: string) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 10_000 }).toBe(true);
  const save = () => page.getByRole('button', { name: 'Salvar' }).click();
  const pickCidade = async (text: string, option: string) => {
    await field('Cidade').pressSequentially(text);
    await page.getByRole('option', { name: option }).click();
  };
  const noViolations = async () => expect(await accessibilityViolations(page)).toEqual([]);
  /** Selects what the field holds and types over it, as a user would. */
  const retype = async (label: string, text: string) => {
    await field(label).click();
    await field(label).press('Control+A');
    await field(label).press('Backspace');
    await field(label).pressSequentially(text);
  };

  it('creates a person (F): every rule with its message, label switch, masks and the CEP lookup; then moves to its edit URL', async () => {
    await page.goto(`${app.url}/admin/contratantes`);
    await page.getByRole('link', { name: 'Novo Contratante' }).click();
    await page.waitForURL('**/admin/contratante');
    expect(await page.getByRole('tab', { name: 'Usuários' }).isDisabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Filiais' }).isDisabled()).toBe(true);
    await noViolations();

    await save();
    for (const message of [
      MSG.tipoEmpresaRequerido,
      MSG.docFederalRequerido,
      MSG.nomeRazaoRequerido,
      MSG.emailRequerido,
      MSG.telefoneRequerido,
      MSG.cidadeRequerida,
    ]) {
      await visible(message);
    }

    await page.getByLabel('Física').check();
    expect(await field('Fantasia').count()).toBe(0);
    await field('CPF').pressSequentially('52998224726');
    expect(await field('CPF').inputValue()).toBe('529.982.247-26');
    await field('RG').fill('12.345.678-9');
    await field('Nome').fill('Maria Souza');
    await field('Email').fill('maria@souza.com.br');
    await field('Telefone').pressSequentially('119876543');
    await save();
    await visible(MSG.docFederalInvalido);
    await visible(MSG.telefoneInvalido);
    await visible(MSG.cidadeRequerida);
    expect(await field('Nome').inputValue()).toBe('Maria Souza');

    await retype('CPF', '52998224725');
    await retype('Telefone', '11987654321');
    expect(await field('Telefone').inputValue()).toBe('(11) 98765-4321');
    await field('Cep').pressSequentially('01310100');
    expect(await field('Cep').inputValue()).toBe('01310-100');
    await field('Numero').click();
    await expect.poll(() => field('Endereço').inputValue()).toBe('Avenida Paulista');
    expect(await field('Bairro').inputValue()).toBe('Bela Vista');
    expect(await field('Cidade').inputValue()).toBe('São Paulo - SP');
    await field('Numero').fill('1000');
    await save();

    await page.waitForURL(/\/admin\/contratante\/\d+$/);
    await visible(MSG.contratanteSalvo);
    await expect.poll(() => page.getByRole('tab', { name: 'Usuários' }).isDisabled()).toBe(false);
    expect(await field('CPF').isDisabled()).toBe(true);
    const row = await app.app.db.kysely.selectFrom('contratante').selectAll().where('docFederal', '=', '52998224725').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      tipoEmpresa: 'F',
      nome: 'Maria Souza',
      telefone: '11987654321',
      cep: '01310100',
      endereco: 'Avenida Paulista',
      cidadeId: 3550308,
      maxFiliais: 1,
      maxDipositivos: 1,
      ativo: 1,
    });
  });

  it("refuses a duplicate document with 'O CPF/CNPJ já foi cadastrado' on its input, keeping what was typed", async () => {
    await page.goto(`${app.url}/admin/contratante`);
    await page.getByLabel('Física').check();
    await field('CPF').pressSequentially('52998224725');
    await field('Nome').fill('Outra Maria');
    await field('Email').fill('outra@souza.com.br');
    await field('Telefone').pressSequentially('1134567890');
    await pickCidade('campin', 'Campinas - SP');
    await save();
    await visible(MSG.docFederalDuplicado);
    await visible(MSG.erroSalvarContratante);
    expect(await field('CPF').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Nome').inputValue()).toBe('Outra Maria');
    expect(new URL(page.url()).pathname).toBe('/admin/contratante');
  });

  it('creates a company (J) with an alphanumeric CNPJ, then a user through the modal', async () => {
    await page.goto(`${app.url}/admin/contratante`);
    await page.getByLabel('Jurídica').check();
    expect(await field('Fantasia').count()).toBe(1);
    await field('CNPJ').pressSequentially('12abc34501de36');
    await field('Inscrição Estadual').click();
    await save();
    await visible(MSG.docFederalInvalido);
    await retype('CNPJ', '12abc34501de35');
    expect(await field('CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    // Unknown to the public service: it says so and the form stays as typed.
    await field('Razão Social').click();
    await visible(MSG.cnpjNaoEncontrado);
    await field('Razão Social').fill('Software House Alfa Ltda');
    await field('Fantasia').fill('Alfa Sistemas');
    await field('Email').fill('contato@alfa.com.br');
    await field('Telefone').pressSequentially('1134567890');
    await pickCidade('sao paulo', 'São Paulo - SP');
    await field('Quantidade de Dispositivos').fill('5');
    await field('Quantidade de Filiais').fill('2');
    await save();
    await page.waitForURL(/\/admin\/contratante\/\d+$/);
    contratanteJ = Number(new URL(page.url()).pathname.split('/').pop());
    const row = await app.app.db.kysely.selectFrom('contratante').selectAll().where('id', '=', contratanteJ).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ docFederal: '12ABC34501DE35', fantasia: 'Alfa Sistemas', maxDipositivos: 5, maxFiliais: 2 });

    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.getByRole('button', { name: 'Novo Usuário' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dados do Usuário' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText(MSG.nomeRequerido).isVisible()).toBe(true);
    await dialog.getByLabel('Nome', { exact: true }).fill('Paulo Alfa');
    await dialog.getByLabel('Email', { exact: true }).fill('paulo@alfa.com.br');
    await dialog.getByLabel('Telefone', { exact: true }).pressSequentially('11912345678');
    await dialog.getByLabel('Senha', { exact: true }).fill('Senha#Paulo1');
    await dialog.getByLabel('Confirmação da senha', { exact: true }).fill('Outra#1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialog.getByText(MSG.confirmacaoSenhaDiferente).isVisible()).toBe(true);
    await dialog.getByLabel('Confirmação da senha', { exact: true }).fill('Senha#Paulo1');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await visible(MSG.usuarioSalvo);
    await expect.poll(() => page.getByRole('cell', { name: 'paulo@alfa.com.br' }).isVisible()).toBe(true);
    await noViolations();
    const usuario = await app.app.db.kysely
      .selectFrom('usuario')
      .select(['contratanteId', 'telefone'])
      .where('email', '=', 'paulo@alfa.com.br')
      .executeTakeFirstOrThrow();
    expect(usuario).toEqual({ contratanteId: contratanteJ, telefone: '11912345678' });
  });

  it('adds a branch: the CNPJ and CEP lookups fill it; the server gives it a uuid and an app id shown as a QR code', async () => {
    await page.goto(`${app.url}/admin/contratante/${contratanteJ}?aba=filiais`);
    await page.getByRole('link', { name: 'Nova Filial' }).click();
    await page.waitForURL(`**/admin/contratante/${contratanteJ}/filial`);
    expect(await page.getByLabel('Jurídica').isChecked()).toBe(true);
    expect(await field('Quantidade de Dispositivos').inputValue()).toBe('1');
    await field('CNPJ').pressSequentially('11222333000181');
    await field('Inscrição Estadual').click();
    await expect.poll(() => field('Razão Social').inputValue()).toBe('EMPRESA EXEMPLO COMERCIO LTDA');
    expect(await field('Nome Fantasia').inputValue()).toBe('EXEMPLO');
    expect(await field('Email').inputValue()).toBe('contato@exemplo.com.br');
    expect(await field('Telefone').inputValue()).toBe('(11) 3456-7890');
    expect(await field('Numero').inputValue()).toBe('1000');
    expect(await field('Endereço').inputValue()).toBe('AV PAULISTA');
    await expect.poll(() => field('Cidade').inputValue()).toBe('São Paulo - SP');
    // Leaving the CEP the lookup filled asks the CEP service, which writes the street its way.
    await field('Cep').click();
    await field('Complemento').click();
    await expect.poll(() => field('Endereço').inputValue()).toBe('Avenida Paulista');
    expect(await field('Bairro').inputValue()).toBe('Bela Vista');
    await field('Quantidade de Dispositivos').fill('2');
    await save();

    await page.waitForURL(new RegExp(`/admin/contratante/${contratanteJ}/filial/\\d+$`));
    filialId = Number(new URL(page.url()).pathname.split('/').pop());
    await visible(MSG.filialSalva);
    const filial = await app.app.db.kysely.selectFrom('mobile_filial').selectAll().where('id', '=', filialId).executeTakeFirstOrThrow();
    expect(filial).toMatchObject({
      contratanteId: contratanteJ,
      nome: 'EMPRESA EXEMPLO COMERCIO LTDA',
      numeroDispositivos: 2,
      endereco: 'Avenida Paulista',
      cidadeId: 3550308,
    });
    await expect.poll(() => field('Identificador do App').inputValue()).toBe(filial.identificadorApp);
    expect(await field('Filial Uuid').inputValue()).toBe(filial.filialUuid);
    await page.getByRole('button', { name: 'Ver QR Code' }).click();
    const qr = page.getByRole('dialog', { name: 'Código QRCode' });
    expect(await qr.getByRole('img', { name: filial.identificadorApp }).isVisible()).toBe(true);
    await noViolations();
    await qr.getByRole('button', { name: 'Fechar' }).click();

    await page.goto(`${app.url}/admin/contratante/${contratanteJ}?aba=filiais`);
    const linha = page.getByRole('row', { name: new RegExp(filial.identificadorApp) });
    await linha.getByRole('button', { name: 'Gerar QrCode' }).click();
    expect(await page.getByRole('dialog', { name: 'Código QRCode' }).getByText(filial.identificadorApp).isVisible()).toBe(true);
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    const gerenciador = linha.getByRole('link', { name: 'Gerenciador' });
    expect(await gerenciador.getAttribute('href')).toBe(`/admin/gerenciador/${filialId}`);
    expect(await gerenciador.getAttribute('target')).toBe('_blank');
  });

  it('lists only the Android devices not whitelisted; blocking asks first, then is final', async () => {
    await insertDevice(app, filialId, 'android-aaa', { apelido: 'Caixa 1' });
    await insertDevice(app, filialId, 'iphone-bbb', { plataforma: 'iOS' });
    await insertDevice(app, filialId, 'android-liberado', { whitelisted: 1 });
    await page.goto(`${app.url}/admin/contratante/${contratanteJ}/filial/${filialId}`);
    const linha = page.getByRole('row', { name: /android-aaa/ });
    await expect.poll(() => linha.isVisible()).toBe(true);
    expect(await page.getByText('iphone-bbb').count()).toBe(0);
    expect(await page.getByText('android-liberado').count()).toBe(0);
    await noViolations();

    await linha.getByRole('button', { name: 'Bloquear Dispositivo' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByText(MSG.confirmaBloqueio).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(
      (await app.app.db.kysely.selectFrom('mobile_dispositivo').select('bloqueado').where('uuid', '=', 'android-aaa').executeTakeFirstOrThrow()).bloqueado,
    ).toBe(0);

    await linha.getByRole('button', { name: 'Bloquear Dispositivo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await visible(MSG.dispositivoBloqueado);
    await expect.poll(() => linha.getByRole('button', { name: 'Bloquear Dispositivo' }).isDisabled()).toBe(true);
    expect(
      (await app.app.db.kysely.selectFrom('mobile_dispositivo').select('bloqueado').where('uuid', '=', 'android-aaa').executeTakeFirstOrThrow()).bloqueado,
    ).toBe(1);

    // The device form: contact data editable, the rest read-only, bloqueado always disabled.
    await linha.getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(/\/dispositivo\/\d+$/);
    expect(await field('UUID').isDisabled()).toBe(true);
    expect(await field('Bloqueado').isDisabled()).toBe(true);
    expect(await field('Data Ultimo Acesso').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}:\d{2}$/);
    await field('Apelido').fill('Caixa Principal');
    await save();
    await visible(MSG.dispositivoSalvo);
    await page.waitForURL(`**/admin/contratante/${contratanteJ}/filial/${filialId}`);
    await expect.poll(() => page.getByRole('cell', { name: 'Caixa Principal' }).isVisible()).toBe(true);
  });

  it("removes a row only after 'Confirma a remoção do registro?' is answered Ok", async () => {
    await page.goto(`${app.url}/admin/lista_usuario`);
    const linha = page.getByRole('row', { name: /paulo@alfa\.com\.br/ });
    await linha.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByText(MSG.confirmaRemocao).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await linha.isVisible()).toBe(true);
    await linha.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await visible(MSG.usuarioRemovido);
    await expect.poll(() => linha.count()).toBe(0);
    expect(await app.app.db.kysely.selectFrom('usuario').select('id').where('email', '=', 'paulo@alfa.com.br').executeTakeFirst()).toBeUndefined();
  });

  it('lists with 20 rows a page (20 or 40), server-side search and counts', async () => {
    const now = new Date().toISOString();
    await app.app.db.kysely
      .insertInto('usuario')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          nome: `Vendedor ${String(i + 1).padStart(2, '0')}`,
          email: `vendedor${i + 1}@lista.com.br`,
          telefone: null,
          ativo: 1,
          ultimaAtividade: null,
          passwordHash: 'x',
          sessaoVersao: 0,
          contratanteId: contratanteJ,
          caslRules: '[]',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    await page.goto(`${app.url}/admin/lista_usuario`);
    await expect.poll(() => page.getByText(/^1-20 de \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('row').count()).toBe(21);
    await page.getByPlaceholder('Pesquisar').fill('vendedor2');
    await expect.poll(() => page.getByText('1-7 de 7').isVisible()).toBe(true);
    await page.getByPlaceholder('Pesquisar').fill('nada-parecido');
    await visible(MSG.semRegistros);
    await page.getByPlaceholder('Pesquisar').fill('');
    await escolherOpcao(page, page.getByRole('combobox', { name: /Registros por página/ }), '40');
    await expect.poll(() => page.getByText(/^1-\d+ de \d+$/).textContent()).toMatch(/^1-(2[6-9]|3\d|40) de/);
  });

  it('says when the CEP service is down and keeps the form usable', async () => {
    stub.setMode('down');
    try {
      await page.goto(`${app.url}/admin/contratante`);
      await field('Cep').pressSequentially('01310100');
      await field('Numero').click();
      await visible(MSG.cepIndisponivel);
      await field('Endereço').fill('Rua Manual');
      expect(await field('Endereço').inputValue()).toBe('Rua Manual');
    } finally {
      stub.setMode('ok');
    }
  });
});
