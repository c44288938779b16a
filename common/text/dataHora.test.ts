import { describe, expect, it } from 'vitest';
import { formatarDataErp, formatarDataHora, formatarDataHoraNoFuso, formatarDataHoraPlanilha, fusoValido } from './dataHora';

describe('dataHora', () => {
  it('writes dates as DD/MM/YYYY - HH:mm:ss', () => {
    const local = new Date(2025, 0, 5, 7, 8, 9);
    expect(formatarDataHora(local.toISOString())).toBe('05/01/2025 - 07:08:09');
    expect(formatarDataHora(null)).toBe('');
    expect(formatarDataHora('ontem')).toBe('');
  });

  it('writes a spreadsheet date as DD/MM/YYYY HH:mm:ss in the given time zone', () => {
    expect(formatarDataHoraPlanilha('2026-01-05T03:08:09.000Z', 'America/Sao_Paulo')).toBe('05/01/2026 00:08:09');
    expect(formatarDataHoraPlanilha('2026-01-05T03:08:09.000Z', 'UTC')).toBe('05/01/2026 03:08:09');
    expect(formatarDataHoraPlanilha(null, 'UTC')).toBe('');
    expect(formatarDataHoraPlanilha('2026-01-04T23:59:59.000Z', 'America/Sao_Paulo')).toBe('04/01/2026 20:59:59');
    expect(fusoValido('America/Sao_Paulo')).toBe(true);
    expect(fusoValido('Lua/Mar')).toBe(false);
  });

  it('writes a date as DD/MM/YYYY - HH:mm:ss in a given zone, whatever the machine’s', () => {
    expect(formatarDataHoraNoFuso('2025-05-15T11:00:00.000Z', 'America/Sao_Paulo')).toBe('15/05/2025 - 08:00:00');
    // Midnight is 00, never 24.
    expect(formatarDataHoraNoFuso('2025-05-15T03:00:05.000Z', 'America/Sao_Paulo')).toBe('15/05/2025 - 00:00:05');
    expect(formatarDataHoraNoFuso('2019-01-15T10:00:00.000Z', 'America/Sao_Paulo')).toBe('15/01/2019 - 08:00:00');
    expect(formatarDataHoraNoFuso(null, 'America/Sao_Paulo')).toBe('');
    expect(formatarDataHoraNoFuso('amanhã', 'America/Sao_Paulo')).toBe('');
  });

  it('writes an ERP date of the mapping as DD/MM/YYYY, with its time when it has one, in no time zone', () => {
    expect(formatarDataErp('2026-03-04')).toBe('04/03/2026');
    expect(formatarDataErp('2026-03-04 23:59:58')).toBe('04/03/2026 - 23:59:58');
    expect(formatarDataErp('04/03/2026')).toBe('');
    expect(formatarDataErp('2026-03-04T10:00:00Z')).toBe('');
  });
});
