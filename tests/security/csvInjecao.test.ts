import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TelefoneSimulado } from '../../scripts/device';
import { criarCenario } from '../integration/mobileCenario';
import { lerCsv } from '../support/csv';
import { ADMIN, startTestApp, type TestApp } from '../support/testApp';
import { postgresUnavailable, testEngine } from '../support/testDatabase';

/** What a phone with only the QR code may send as its model, version and platform: formulas a spreadsheet would run. */
const FORMULAS = {
  dispositivo: "-1+1+cmd|'/C calc'!A0",
  versaoApp: '=HYPERLINK("http://x.exemplo";"abrir")',
  plataforma: "@SUM(1+1)*cmd|'/C calc'!A0",
};
// A leading tab or CR is trimmed by the device API; the unit test of server/services/csv.ts covers them.
const OUTRAS = ["+1+cmd|'/C calc'!A0", '=1+1', '@A1', '-2+3'];
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

/**
 * CSV formula injection (OWASP): whatever a phone puts in its device's fields reaches the devices
 * list's file and, through the device's name, the audit trail's file. Read back with a real CSV
 * parse, no cell may start like a formula: each such text starts with an apostrophe.
 */
describe.skipIf(postgresUnavailable())(`CSV sem fórmulas (${testEngine})`, { timeout: 30_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const exportar = async (token: string, recurso: string) => {
    const ticket = (await (await fetch(`${t.url}/api/v1/exportar`, { headers: { authorization: `Bearer ${token}` } })).json()) as { ticket: string };
    const r = await fetch(`${t.url}/api/v1/exportar/${recurso}?ticket=${encodeURIComponent(ticket.ticket)}&fuso=America/Sao_Paulo`);
    expect(r.status).toBe(200);
    return lerCsv(await r.text());
  };

  it('a QR-only phone’s formulas reach the devices and audit files neutralised', async () => {
    const c = await criarCenario(t, 'Planilha');
    const fones: TelefoneSimulado[] = [];
    for (const [i, valor] of [FORMULAS.dispositivo, ...OUTRAS].entries()) {
      const fone = new TelefoneSimulado(t.url);
      const extras = i === 0 ? { versaoApp: FORMULAS.versaoApp, plataforma: FORMULAS.plataforma } : {};
      expect((await fone.ativar({ identificadorApp: c.identificadorApp, dispositivo: valor, ...extras })).status).toBe(200);
      fones.push(fone);
    }
    // Blocking them writes the device's name (its model, as the phone sent it) into the audit trail.
    const admin = await t.login(ADMIN.email, ADMIN.password);
    const ids = (await t.app.db.kysely.selectFrom('mobile_dispositivo').select('id').where('filialId', '=', c.filialId).execute()).map((d) => d.id);
    const bloqueio = await t.gql('mutation($ids: [Int!]!) { bloqueiaMobileDispositivos(ids: $ids) { alterados } }', { ids }, c.partner.token);
    expect(bloqueio.errors).toBeUndefined();

    const dispositivos = await exportar(c.partner.token, 'mobileDispositivos');
    const auditoria = await exportar(admin, 'auditorias');
    const [cabecalho, ...linhas] = dispositivos;
    const col = (titulo: string) => cabecalho.indexOf(titulo);
    const doModelo = (valor: string) => linhas.find((l) => l[col('Dispositivo')] === `'${valor}`);
    expect(doModelo(FORMULAS.dispositivo)?.[col('Versão do App')]).toBe(`'${FORMULAS.versaoApp}`);
    for (const valor of OUTRAS) expect(doModelo(valor), valor).toBeDefined();
    const nomesAuditados = auditoria.slice(1).map((l) => l[auditoria[0].indexOf('Nome')]);
    for (const valor of [FORMULAS.dispositivo, ...OUTRAS]) expect(nomesAuditados, valor).toContain(`'${valor}`);

    for (const [arquivo, celulas] of [
      ['dispositivos', dispositivos],
      ['auditoria', auditoria],
    ] as const) {
      const perigosas = celulas.flat().filter((celula) => INICIO_DE_FORMULA.test(celula));
      expect(perigosas, arquivo).toEqual([]);
    }
  });
});
