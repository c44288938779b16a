import { AppList } from '../lists/AppList';
import { EditLink } from '../lists/EditLink';
import { NewButtonToolbar } from '../lists/NewButton';
import { USUARIO_FORM_PATH } from './paths';
import { UsuarioDatagrid } from './UsuarioDatagrid';
import { filtro, useVeTodosContratantes } from '../lists/filtros';

const FILTROS = [filtro.simNao('ativo', 'resources.usuarios.fields.ativo'), filtro.dias('ultimaAtividade', 'app.filtro.sem_atividade_dias')];

/** /admin/lista_usuario: Nome, Email, Telefone, Ativo (labels in resources.usuarios.fields). */
export function UsuarioList() {
  const todos = useVeTodosContratantes();
  return (
    <AppList
      resource="usuarios"
      filtros={todos ? [...FILTROS, filtro.contratante()] : FILTROS}
      actions={<NewButtonToolbar to={USUARIO_FORM_PATH} label="app.action.novo_usuario" />}
    >
      <UsuarioDatagrid editButton={<EditLink to={(record) => `${USUARIO_FORM_PATH}/${record.id}`} />} />
    </AppList>
  );
}
