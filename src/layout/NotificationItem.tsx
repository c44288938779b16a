import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { CloseNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';

const DEFAULT_DURATION_MS = { info: 5000, success: 5000, warning: 7000, error: 8000 } as const;

interface NotificationItemProps {
  id: number;
  payload: NotificationPayload;
  onClose: (id: number) => void;
}

/** One notification: hides itself after a while (paused under the pointer or focus), undo when undoable. */
export function NotificationItem({ id, payload, onClose }: NotificationItemProps) {
  const translate = useTranslate();
  const takeMutation = useTakeUndoableMutation();
  const [paused, setPaused] = useState(false);
  const { message, type, notificationOptions = {} } = payload;
  const { autoHideDuration, messageArgs, undoable, multiLine } = notificationOptions;
  const duration = autoHideDuration === undefined ? DEFAULT_DURATION_MS[type] : autoHideDuration;

  const finish = useCallback(
    (isUndo: boolean) => {
      if (undoable) takeMutation()?.({ isUndo });
      onClose(id);
    },
    [undoable, takeMutation, onClose, id],
  );
  const latestFinish = useRef(finish);
  useEffect(() => {
    latestFinish.current = finish;
  });

  useEffect(() => {
    if (duration == null || paused) return;
    const timer = setTimeout(() => latestFinish.current(false), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);

  const close = () => finish(false);
  const undoButton = (
    <Button color="inherit" size="small" onClick={() => finish(true)}>
      {translate('ra.action.undo')}
    </Button>
  );

  return (
    <CloseNotificationContext.Provider value={close}>
      <Alert
        variant="filled"
        severity={type}
        onClose={undoable ? undefined : close}
        action={undoable ? undoButton : undefined}
        closeText={translate('ra.action.close')}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        sx={{ pointerEvents: 'auto', boxShadow: 3, whiteSpace: multiLine ? 'pre-wrap' : undefined }}
      >
        {typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message}
      </Alert>
    </CloseNotificationContext.Provider>
  );
}
