import { describe, expect, it } from 'vitest';
import { linkExportacao } from './exportarCsv';

describe('the CSV link of a list', () => {
  it('carries the ticket, the time zone and the conditions the list reads (search, filters, fixed filter)', () => {
    const agora = Date.UTC(2026, 10, 24, 12, 0, 0);
    const url = new URL(
      linkExportacao('mobileDispositivos', { q: 'moto', bloqueado: 'false', dataUltimoAcesso_dias: 7, filialId: 3 }, 'tk', agora),
      'http://x',
    );
    expect(url.pathname).toBe('/api/v1/exportar/mobileDispositivos');
    expect(url.searchParams.get('ticket')).toBe('tk');
    expect(url.searchParams.get('fuso')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(JSON.parse(url.searchParams.get('where')!)).toEqual({
      orWhere: ['uuid', 'dispositivo', 'apelido', 'versaoApp'].map((campo) => ({ campo, operador: 'ilike', valor: '%moto%' })),
      andWhere: [
        { campo: 'bloqueado', operador: '=', valor: 'false' },
        { campo: 'dataUltimoAcesso', operador: '<', valor: '2026-11-17T12:00:00.000Z' },
        { campo: 'filialId', operador: '=', valor: '3' },
      ],
    });
    expect(new URL(linkExportacao('contratantes', {}, 'tk'), 'http://x').searchParams.has('where')).toBe(false);
  });
});
