import { useState, type MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';

/**
 * Row removal (docs/produto.md §2 Listas): 'Confirma a remoção do registro?' with Ok and Cancelar, then the
 * resource's success text or the docs/produto.md §8 error (with the server's reason on a second line).
 * Hidden when the user may not remove the record.
 */
export function RemoveButton({ errorMessage }: { errorMessage: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  const { canAccess } = useCanAccess({ action: 'delete', resource, record });
  if (!record || !canAccess) return null;

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } });
        },
        onError: (error) => {
          setOpen(false);
          const reason = (error as Error)?.message;
          const detail = reason && reason !== errorMessage && reason !== MSG.erroInesperado ? `\n${reason}` : '';
          notify(`${errorMessage}${detail}`, { type: 'error', multiLine: true });
        },
      },
    );

  const label = translate('ra.action.delete');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          color="error"
          size="small"
          onClick={(event: MouseEvent) => {
            event.stopPropagation();
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.remocao.titulo"
        content="ra.message.delete_content"
        confirm="app.action.ok"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
