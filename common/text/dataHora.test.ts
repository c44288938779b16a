import { describe, expect, it } from 'vitest';
import { formatarDataErp, formatarDataHora, formatarDataHoraPlanilha, fusoValido } from './dataHora';

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
    expect(fusoValido('America/Sao_Paulo')).toBe(true);
    expect(fusoValido('Lua/Mar')).toBe(false);
  });

  it('writes an ERP date of the mapping as DD/MM/YYYY, with its time when it has one, in no time zone', () => {
    expect(formatarDataErp('2026-03-04')).toBe('04/03/2026');
    expect(formatarDataErp('2026-03-04 23:59:58')).toBe('04/03/2026 - 23:59:58');
    expect(formatarDataErp('04/03/2026')).toBe('');
    expect(formatarDataErp('2026-03-04T10:00:00Z')).toBe('');
  });
});
