import type { NotificationPayload } from 'react-admin';

/** docs/produto.md §8: at most 3 notifications at once, never the same message twice. */
export const MAX_VISIBLE_NOTIFICATIONS = 3;

export interface VisibleNotification {
  id: number;
  payload: NotificationPayload;
}

/** Two notifications are the same when their text and arguments are; elements never match. */
export function notificationKey(payload: NotificationPayload): string | null {
  if (typeof payload.message !== 'string') return null;
  return JSON.stringify([payload.message, payload.notificationOptions?.messageArgs ?? null]);
}

/** react-admin's own "saved" and "removed" messages (sent as 'info'), ours included through resources.*.notifications. */
const SAVED_KEY = /^(ra\.notification|resources\.\w+\.notifications)\.(created|updated|deleted)$/;

/** A notification as shown: react-admin's save and removal confirmations are successes. */
export function asShown(payload: NotificationPayload): NotificationPayload {
  if (payload.type === 'info' && typeof payload.message === 'string' && SAVED_KEY.test(payload.message)) return { ...payload, type: 'success' };
  return payload;
}

/** What stays on screen when `next` appears: a success closes the errors and warnings shown before it. */
export function remainingWith(visible: VisibleNotification[], next: NotificationPayload): VisibleNotification[] {
  if (asShown(next).type !== 'success') return visible;
  return visible.filter((v) => v.payload.type !== 'error' && v.payload.type !== 'warning');
}

/**
 * What to do with the next queued notification: drop it when the same message is already shown,
 * show it when there is room (a success makes room by closing the errors), otherwise let it wait
 * in react-admin's queue.
 */
export function nextStep(visible: VisibleNotification[], next: NotificationPayload, max = MAX_VISIBLE_NOTIFICATIONS): 'show' | 'drop' | 'wait' {
  const key = notificationKey(next);
  if (key !== null && visible.some((v) => notificationKey(v.payload) === key)) return 'drop';
  return remainingWith(visible, next).length < max ? 'show' : 'wait';
}
