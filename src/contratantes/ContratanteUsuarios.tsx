import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import { Button, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { AppList } from '../lists/AppList';
import { UsuarioDatagrid } from '../usuarios/UsuarioDatagrid';
import { UsuarioDialog } from '../usuarios/UsuarioDialog';
import { filtro } from '../lists/filtros';

const FILTROS = [filtro.simNao('ativo', 'resources.usuarios.fields.ativo'), filtro.dias('ultimaAtividade', 'app.filtro.sem_atividade_dias')];

type Editing = { id?: number | string } | null;

function EditInDialog({ onEdit }: { onEdit: (id: number | string) => void }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const label = translate('ra.action.edit');
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color="primary" onClick={() => onEdit(record.id)}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function NovoUsuario({ onClick }: { onClick: () => void }) {
  const { canAccess } = useCanAccess({ action: 'create', resource: 'usuarios' });
  // The icon as the child: react-admin shows it alone (named by the label) on a phone.
  return (
    <TopToolbar>
      {canAccess && (
        <Button label="app.action.novo_usuario" variant="contained" onClick={onClick}>
          <AddIcon />
        </Button>
      )}
    </TopToolbar>
  );
}

/** The Usuários tab: the contratante's users, created and edited in the 'Dados do Usuário' modal. */
export function ContratanteUsuarios({ contratanteId }: { contratanteId: number }) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <AppList
        resource="usuarios"
        filter={{ contratanteId }}
        filtros={FILTROS}
        disableSyncWithLocation
        storeKey={false}
        title={false}
        actions={<NovoUsuario onClick={() => setEditing({})} />}
      >
        <UsuarioDatagrid editButton={<EditInDialog onEdit={(id) => setEditing({ id })} />} />
      </AppList>
      {editing && <UsuarioDialog contratanteId={contratanteId} id={editing.id} onClose={() => setEditing(null)} />}
    </>
  );
}
