import { useCallback, useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useNotificationContext } from 'react-admin';
import { NotificationItem } from './NotificationItem';
import { asShown, nextStep, remainingWith, type VisibleNotification } from './notificationQueue';

/**
 * react-admin's notification slot: a stack at the top right, at most 3 at once, a message never
 * twice at the same time (docs/produto.md §8); a success closes the errors before it. The rest waits in
 * react-admin's queue.
 */
export function NotificationStack() {
  const { notifications, takeNotification } = useNotificationContext();
  const [visible, setVisible] = useState<VisibleNotification[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    if (!notifications.length) return;
    const step = nextStep(visible, notifications[0]);
    if (step === 'wait') return;
    const taken = takeNotification();
    if (step === 'show' && taken) setVisible((current) => [...remainingWith(current, taken), { id: nextId.current++, payload: asShown(taken) }]);
  }, [notifications, visible, takeNotification]);

  const close = useCallback((id: number) => setVisible((current) => current.filter((n) => n.id !== id)), []);

  return (
    <Box
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        right: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 'min(420px, calc(100vw - 32px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {visible.map((n) => (
        <NotificationItem key={n.id} id={n.id} payload={n.payload} onClose={close} />
      ))}
    </Box>
  );
}
