import { describe, expect, it } from 'vitest';
import { formatarDataHora, formatarDataHoraPlanilha, fusoValido } from './dataHora';

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
});
