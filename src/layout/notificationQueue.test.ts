import { describe, expect, it } from 'vitest';
import type { NotificationPayload } from 'react-admin';
import { asShown, nextStep, remainingWith, type VisibleNotification } from './notificationQueue';

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

describe('a success after errors', () => {
  const typed = (message: string, type: NotificationPayload['type']): NotificationPayload => ({ message, type });
  const visible: VisibleNotification[] = [
    { id: 1, payload: typed('ra.message.invalid_form', 'error') },
    { id: 2, payload: typed('Aviso', 'warning') },
    { id: 3, payload: typed('Informação', 'info') },
  ];

  it('closes the errors and warnings shown before it, keeping the rest', () => {
    expect(remainingWith(visible, typed('Salvo', 'success')).map((v) => v.id)).toEqual([3]);
    expect(remainingWith(visible, typed('Outro erro', 'error'))).toEqual(visible);
  });

  it("counts react-admin's saved and removed messages as successes", () => {
    expect(asShown(typed('resources.usuarios.notifications.created', 'info')).type).toBe('success');
    expect(asShown(typed('ra.notification.deleted', 'info')).type).toBe('success');
    expect(asShown(typed('ra.notification.http_error', 'info')).type).toBe('info');
    expect(remainingWith(visible, typed('ra.notification.updated', 'info')).map((v) => v.id)).toEqual([3]);
  });

  it('is shown even when the errors fill the stack', () => {
    expect(nextStep(visible, typed('Salvo', 'success'))).toBe('show');
    expect(nextStep(visible, typed('Outro erro', 'error'))).toBe('wait');
  });
});
