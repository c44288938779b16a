import { Create, Edit, SimpleForm, useGetIdentity } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MSG } from '../../common/messages';
import { HistoricoActions } from '../auditoria/HistoricoButton';
import { FormToolbar } from '../forms/FormToolbar';
import { useSaveFailure } from '../forms/useSaveFailure';
import { USUARIOS_LIST_PATH } from './paths';
import { USUARIO_DEFAULTS, validateUsuarioForm } from './usuarioForm';
import { UsuarioInputs } from './UsuarioInputs';

/** /cadastro_usuario/{id?}: a new user belongs to the logged user's contratante (docs/produto.md §6). */
export function UsuarioPage() {
  const { id } = useParams();
  const { identity } = useGetIdentity();
  const mutationOptions = useSaveFailure(MSG.erroSalvarUsuario);
  const creating = !id;
  const form = (
    <SimpleForm validate={validateUsuarioForm(creating)} toolbar={<FormToolbar />} defaultValues={USUARIO_DEFAULTS}>
      <UsuarioInputs creating={creating} />
    </SimpleForm>
  );
  if (id) {
    return (
      <Edit
        resource="usuarios"
        id={id}
        mutationMode="pessimistic"
        redirect={() => USUARIOS_LIST_PATH}
        actions={<HistoricoActions entidade="usuario" id={id} />}
        mutationOptions={mutationOptions}
      >
        {form}
      </Edit>
    );
  }
  return (
    <Create
      resource="usuarios"
      redirect={() => USUARIOS_LIST_PATH}
      transform={(data) => ({ ...data, contratanteId: identity?.contratanteId ?? null })}
      mutationOptions={mutationOptions}
    >
      {form}
    </Create>
  );
}
