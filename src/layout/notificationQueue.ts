import type { NotificationPayload } from 'react-admin';

/** SPEC §8: at most 3 notifications at once, never the same message twice. */
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

/**
 * What to do with the next queued notification: drop it when the same message is already shown,
 * show it when there is room, otherwise let it wait in react-admin's queue.
 */
export function nextStep(visible: VisibleNotification[], next: NotificationPayload, max = MAX_VISIBLE_NOTIFICATIONS): 'show' | 'drop' | 'wait' {
  const key = notificationKey(next);
  if (key !== null && visible.some((v) => notificationKey(v.payload) === key)) return 'drop';
  return visible.length < max ? 'show' : 'wait';
}
