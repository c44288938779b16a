import { AppList } from '../lists/AppList';
import { EditLink } from '../lists/EditLink';
import { NewButtonToolbar } from '../lists/NewButton';
import { USUARIO_FORM_PATH } from './paths';
import { UsuarioDatagrid } from './UsuarioDatagrid';

/** /admin/lista_usuario: Nome, Email, Telefone, Ativo (labels in resources.usuarios.fields). */
export function UsuarioList() {
  return (
    <AppList resource="usuarios" actions={<NewButtonToolbar to={USUARIO_FORM_PATH} label="app.action.novo_usuario" />}>
      <UsuarioDatagrid editButton={<EditLink to={(record) => `${USUARIO_FORM_PATH}/${record.id}`} />} />
    </AppList>
  );
}
