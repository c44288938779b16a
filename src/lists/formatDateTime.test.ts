import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  it('writes DD/MM/YYYY - HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7, 3))).toBe('05/01/2026 - 09:07:03');
    const iso = new Date(2025, 11, 31, 23, 59, 59).toISOString();
    expect(formatDateTime(iso)).toBe('31/12/2025 - 23:59:59');
  });

  it('is blank for nothing or garbage', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('ontem')).toBe('');
  });
});
