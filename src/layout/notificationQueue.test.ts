import { describe, expect, it } from 'vitest';
import type { NotificationPayload } from 'react-admin';
import { nextStep, type VisibleNotification } from './notificationQueue';

const note = (message: string, messageArgs?: object): NotificationPayload => ({ message, type: 'info', notificationOptions: { messageArgs } });
const shown = (...messages: string[]): VisibleNotification[] => messages.map((m, id) => ({ id, payload: note(m) }));

describe('nextStep', () => {
  it('shows up to three notifications, then makes the next wait', () => {
    expect(nextStep(shown(), note('a'))).toBe('show');
    expect(nextStep(shown('a', 'b'), note('c'))).toBe('show');
    expect(nextStep(shown('a', 'b', 'c'), note('d'))).toBe('wait');
  });

  it('drops a message that is already on screen, even when full', () => {
    expect(nextStep(shown('a'), note('a'))).toBe('drop');
    expect(nextStep(shown('a', 'b', 'c'), note('c'))).toBe('drop');
  });

  it('tells apart the same key with other arguments', () => {
    const visible = [{ id: 1, payload: note('ra.notification.deleted', { smart_count: 1 }) }];
    expect(nextStep(visible, note('ra.notification.deleted', { smart_count: 2 }))).toBe('show');
    expect(nextStep(visible, note('ra.notification.deleted', { smart_count: 1 }))).toBe('drop');
  });
});
