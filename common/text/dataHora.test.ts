import { describe, expect, it } from 'vitest';
import { formatarDataHora } from './dataHora';

describe('dataHora', () => {
  it('writes dates as DD/MM/YYYY - HH:mm:ss', () => {
    const local = new Date(2025, 0, 5, 7, 8, 9);
    expect(formatarDataHora(local.toISOString())).toBe('05/01/2025 - 07:08:09');
    expect(formatarDataHora(null)).toBe('');
    expect(formatarDataHora('ontem')).toBe('');
  });
});
