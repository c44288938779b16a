import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, EditBase, SaveButton, SimpleForm, Toolbar, Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { useSaveFailure } from '../forms/useSaveFailure';
import { USUARIO_DEFAULTS, validateUsuarioForm } from './usuarioForm';
import { UsuarioInputs } from './UsuarioInputs';

interface UsuarioDialogProps {
  contratanteId: number;
  /** The user being edited; absent for 'Novo Usuário'. */
  id?: number | string;
  onClose: () => void;
}

function DialogToolbar({ onClose }: { onClose: () => void }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable />
      <Button label="ra.action.cancel" onClick={onClose} />
    </Toolbar>
  );
}

/** The contratante's user form as a modal titled 'Dados do Usuário' (docs/produto.md §2 Contratante form). */
export function UsuarioDialog({ contratanteId, id, onClose }: UsuarioDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { onError } = useSaveFailure(MSG.erroSalvarUsuario);
  const mutationOptions = {
    onError,
    onSuccess: () => {
      notify(MSG.usuarioSalvo, { type: 'success' });
      refresh();
      onClose();
    },
  };
  const creating = id === undefined;
  const form = (
    <SimpleForm validate={validateUsuarioForm(creating)} toolbar={<DialogToolbar onClose={onClose} />} defaultValues={USUARIO_DEFAULTS}>
      <UsuarioInputs creating={creating} />
    </SimpleForm>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="usuario-dialogo-titulo">
      <DialogTitle id="usuario-dialogo-titulo">{translate('app.usuario.dialogo')}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        {creating ? (
          <CreateBase resource="usuarios" redirect={false} transform={(data) => ({ ...data, contratanteId })} mutationOptions={mutationOptions}>
            {form}
          </CreateBase>
        ) : (
          <EditBase resource="usuarios" id={id} mutationMode="pessimistic" redirect={false} mutationOptions={mutationOptions}>
            {form}
          </EditBase>
        )}
      </DialogContent>
    </Dialog>
  );
}
