import { Box, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Create, Edit, SimpleForm, useGetIdentity, useTranslate } from 'react-admin';
import { MSG } from '../../common/messages';
import { validateFilial } from '../../common/validation/filial';
import { DispositivoList } from '../dispositivos/DispositivoList';
import { HistoricoActions } from '../auditoria/HistoricoButton';
import { FormToolbar } from '../forms/FormToolbar';
import { useSaveFailure } from '../forms/useSaveFailure';
import { RecordTitle } from '../layout/RecordTitle';
import { filialPath } from './paths';
import { FilialInputs } from './FilialInputs';

/** docs/produto.md §3 MobileFilial defaults: type J, one device, active. */
const DEFAULTS = { tipoDocFederal: 'J', numeroDispositivos: 1, ativo: true };

const form = (
  <SimpleForm validate={validateFilial} toolbar={<FormToolbar />} defaultValues={DEFAULTS}>
    <FilialInputs />
  </SimpleForm>
);

/**
 * /contratante/{contratanteId}/filial/{filialId?} and /filial/{filialId?}: the branch form, and below
 * an existing branch its device list. A new branch belongs to the route's contratante, else the user's.
 */
export function FilialPage() {
  const { contratanteId, filialId } = useParams();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const mutationOptions = useSaveFailure(MSG.erroSalvarFilial);

  if (!filialId) {
    const owner = contratanteId ? Number(contratanteId) : (identity?.contratanteId ?? null);
    return (
      <Create
        resource="mobileFiliais"
        title="app.page.filial_nova"
        transform={(data) => ({ ...data, contratanteId: owner })}
        redirect={(_resource, id) => filialPath(contratanteId, id)}
        mutationOptions={mutationOptions}
      >
        {form}
      </Create>
    );
  }
  return (
    <>
      <RecordTitle resource="mobileFiliais" id={filialId} label="app.page.filial" />
      <Edit
        resource="mobileFiliais"
        id={filialId}
        mutationMode="pessimistic"
        redirect={false}
        actions={<HistoricoActions entidade="filial" id={filialId} />}
        title={false}
        mutationOptions={mutationOptions}
      >
        {form}
      </Edit>
      <Box component="section" aria-labelledby="filial-dispositivos" sx={{ mt: 3 }}>
        <Typography id="filial-dispositivos" component="h2" variant="h6">
          {translate('app.filial.dispositivos')}
        </Typography>
        <DispositivoList filialId={Number(filialId)} contratanteId={contratanteId} />
      </Box>
    </>
  );
}
