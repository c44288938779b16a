import { describe, expect, it } from 'vitest';
import { tempoRelativo } from './relativo';

describe('tempoRelativo', () => {
  it('says how long ago in pt-BR, in the largest whole unit', () => {
    const agora = Date.UTC(2026, 10, 24, 12, 0, 0);
    const antes = (ms: number) => new Date(agora - ms).toISOString();
    expect(tempoRelativo(antes(3 * 86_400_000 + 5_000), agora)).toBe('há 3 dias');
    expect(tempoRelativo(antes(86_400_000), agora)).toBe('ontem');
    expect(tempoRelativo(antes(2 * 3_600_000), agora)).toBe('há 2 horas');
    expect(tempoRelativo(antes(10_000), agora)).toBe('agora');
    expect(tempoRelativo(antes(400 * 86_400_000), agora)).toBe('ano passado');
    expect(tempoRelativo(null, agora)).toBe('');
    expect(tempoRelativo('nunca', agora)).toBe('');
  });
});
