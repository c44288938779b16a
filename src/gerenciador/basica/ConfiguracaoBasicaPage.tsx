import { Box, Card, CardContent, FormControlLabel, ListItemText, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CONFIGURACAO_BASICA_PADRAO, OPCOES_BASICA, ROTULOS_BASICA, TIPO_BASICA, type ConfiguracaoBasica } from '../../../common/catalogo';
import { BarraAcoes } from '../components/BarraAcoes';
import { Carregando } from '../components/Carregando';
import { PaginaGerenciador } from '../components/PaginaGerenciador';
import { useConfiguracaoForm } from '../hooks/useConfiguracaoForm';
import { AlertasEmail } from './AlertasEmail';

type Campo = keyof ConfiguracaoBasica;
const CAMPOS = Object.keys(CONFIGURACAO_BASICA_PADRAO) as Campo[];

/** configuracao_basica: every field of the docs/produto.md §3 table, in its order, from the catalogue; then the e-mail alerts (docs/guia-integrador.md §9). */
export function ConfiguracaoBasicaPage() {
  const translate = useTranslate();
  const { form, erros, salvando, salvar, alterar, alterado } = useConfiguracaoForm<ConfiguracaoBasica>(TIPO_BASICA);
  const definir = (campo: string, valor: unknown) => alterar((f) => ({ ...f, dados: { ...f.dados, [campo]: valor } }), campo);

  return (
    <PaginaGerenciador titulo="app.gerenciador.menu.basica" alterado={alterado}>
      {!form ? (
        <Carregando />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              {CAMPOS.map((campo) => {
                const valor = form.dados[campo];
                const opcoes = OPCOES_BASICA[campo];
                // An option may carry a sentence saying what it means (the password types do).
                const ajuda = (opcao: unknown) => translate(`app.gerenciador.opcoes_ajuda.${String(opcao)}`, { _: '' });
                if (typeof CONFIGURACAO_BASICA_PADRAO[campo] === 'boolean') {
                  return (
                    <FormControlLabel
                      key={campo}
                      control={<Switch checked={Boolean(valor)} onChange={(e) => definir(campo, e.target.checked)} />}
                      label={ROTULOS_BASICA[campo]}
                    />
                  );
                }
                return (
                  <TextField
                    key={campo}
                    id={`basica-${campo}`}
                    select={Boolean(opcoes)}
                    label={ROTULOS_BASICA[campo]}
                    value={String(valor ?? '')}
                    onChange={(e) => definir(campo, e.target.value)}
                    error={Boolean(erros[campo])}
                    helperText={erros[campo] ?? (opcoes ? ajuda(valor) || undefined : undefined)}
                    slotProps={opcoes ? { select: { renderValue: (v) => translate(`app.gerenciador.opcoes.${String(v)}`, { _: String(v) }) } } : undefined}
                  >
                    {opcoes?.map((opcao) => (
                      <MenuItem key={opcao} value={opcao} sx={{ whiteSpace: 'normal', maxWidth: 560 }}>
                        <ListItemText primary={translate(`app.gerenciador.opcoes.${opcao}`, { _: opcao })} secondary={ajuda(opcao) || undefined} />
                      </MenuItem>
                    ))}
                  </TextField>
                );
              })}
            </Box>
            <AlertasEmail dados={form.dados as unknown as Record<string, unknown>} erros={erros} definir={definir} />
            <BarraAcoes salvando={salvando} onSalvar={salvar} />
          </CardContent>
        </Card>
      )}
    </PaginaGerenciador>
  );
}
