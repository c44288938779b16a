import { RadioButtonGroupInput } from 'react-admin';

const CHOICES = [
  { id: 'F', name: 'app.tipo_pessoa.F' },
  { id: 'J', name: 'app.tipo_pessoa.J' },
];

/** A locked group keeps a readable legend (WCAG contrast): only the radios look disabled. */
const READABLE_LEGEND = { '& .MuiFormLabel-root.Mui-disabled': { color: 'text.secondary' } };

/** Tipo de Pessoa: F (física) or J (jurídica); locked once the record exists. */
export function TipoPessoaInput({ source, locked }: { source: string; locked: boolean }) {
  return (
    <RadioButtonGroupInput source={source} label="resources.contratantes.fields.tipoEmpresa" choices={CHOICES} readOnly={locked} row sx={READABLE_LEGEND} />
  );
}
