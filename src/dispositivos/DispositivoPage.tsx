import { useParams } from 'react-router-dom';
import { Edit, SimpleForm } from 'react-admin';
import { MSG } from '../../common/messages';
import { RedirectTo } from '../admin/RedirectTo';
import { filialPath } from '../filiais/paths';
import { HistoricoActions } from '../auditoria/HistoricoButton';
import { FormToolbar } from '../forms/FormToolbar';
import { useSaveFailure } from '../forms/useSaveFailure';
import { DispositivoInputs } from './DispositivoInputs';
import { validateDispositivo } from './validateDispositivo';

/**
 * /contratante/{id}/filial/{filialId}/dispositivo/{id?} and /filial/{filialId}/dispositivo/{id?}.
 * Devices come from the phone's activation, so without an id there is nothing to create: back to the branch.
 */
export function DispositivoPage() {
  const { contratanteId, filialId, id } = useParams();
  const mutationOptions = useSaveFailure(MSG.erroSalvarDispositivo);
  const back = filialPath(contratanteId, filialId);
  if (!id) return <RedirectTo path={back} />;
  return (
    <Edit
      resource="mobileDispositivos"
      id={id}
      mutationMode="pessimistic"
      redirect={() => back}
      actions={<HistoricoActions entidade="dispositivo" id={id} />}
      mutationOptions={mutationOptions}
    >
      <SimpleForm validate={validateDispositivo} toolbar={<FormToolbar />}>
        <DispositivoInputs />
      </SimpleForm>
    </Edit>
  );
}
