import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EsquemaErp } from '../../../common/api/esquemaErp';
import { TABELA_GRAVACAO, type GravacaoUnica } from '../../../common/catalogo';
import { Secao } from '../components/PaginaGerenciador';
import { SqlEditor } from '../components/SqlEditor';
import type { Erros } from '../hooks/useConfiguracaoForm';

type Modo = GravacaoUnica['modo'] | 'selectChave';

interface Props {
  valor: GravacaoUnica | undefined;
  /** Absent: the first insert's key select finds the record by :uuid (as before the choice existed). */
  onChange: (valor: GravacaoUnica | undefined) => void;
  esquema?: EsquemaErp | null;
  /** The save's messages, under gravacaoUnica.modo and gravacaoUnica.selectUuid. */
  erros: Erros;
}

/**
 * Insert pages: how the agent tells, after a crash in the COMMIT of a record, whether it reached the
 * ERP — its own table beside the ERP's (created only with this page's consent), a text column of the
 * ERP that keeps the phone's uuid, or the first key select by :uuid (docs/guia-integrador.md).
 */
export function GravacaoUnicaSecao({ valor, onChange, esquema, erros }: Props) {
  const translate = useTranslate();
  const modo: Modo = valor?.modo ?? 'selectChave';
  const erroModo = erros['gravacaoUnica.modo'];
  const atual: GravacaoUnica = valor ?? { modo: 'tabelaGerenciador', criarTabela: false, selectUuid: '' };
  const escolher = (novo: Modo) => onChange(novo === 'selectChave' ? undefined : { ...atual, modo: novo });
  const opcao = (m: Modo) => (
    <FormControlLabel value={m} control={<Radio />} label={translate(`app.gerenciador.gravacao.modos.${m}`, { tabela: TABELA_GRAVACAO })} />
  );

  return (
    <Secao id="gravacao-unica" titulo={translate('app.gerenciador.gravacao.titulo')}>
      <Typography variant="body2" color="text.secondary" id="gravacao-unica-ajuda">
        {translate('app.gerenciador.gravacao.ajuda')}
      </Typography>
      <FormControl sx={{ mt: 1 }} error={Boolean(erroModo)}>
        <RadioGroup
          name="gravacaoUnica"
          value={modo}
          onChange={(e) => escolher(e.target.value as Modo)}
          aria-labelledby="gravacao-unica"
          aria-describedby={erroModo ? 'gravacao-unica-erro gravacao-unica-ajuda' : 'gravacao-unica-ajuda'}
          aria-invalid={Boolean(erroModo)}
        >
          {opcao('tabelaGerenciador')}
          {opcao('colunaErp')}
          {opcao('selectChave')}
        </RadioGroup>
        {erroModo && <FormHelperText id="gravacao-unica-erro">{erroModo}</FormHelperText>}
      </FormControl>
      {/* The chosen way's own settings, below the choice (a radio group holds only its radios). */}
      {modo === 'tabelaGerenciador' && (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={atual.criarTabela}
                onChange={(e) => onChange({ ...atual, criarTabela: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'gravacao-criar-ajuda' } }}
              />
            }
            label={translate('app.gerenciador.gravacao.criar', { tabela: TABELA_GRAVACAO })}
          />
          <FormHelperText id="gravacao-criar-ajuda" sx={{ mt: 0 }}>
            {translate(atual.criarTabela ? 'app.gerenciador.gravacao.criar_sim' : 'app.gerenciador.gravacao.criar_nao', { tabela: TABELA_GRAVACAO })}
          </FormHelperText>
        </Box>
      )}
      {modo === 'colunaErp' && (
        <SqlEditor
          id="gravacao-selectUuid"
          label={translate('app.gerenciador.gravacao.select_uuid')}
          value={atual.selectUuid}
          onChange={(selectUuid) => onChange({ ...atual, selectUuid })}
          erro={erros['gravacaoUnica.selectUuid']}
          ajuda={translate('app.gerenciador.gravacao.select_uuid_ajuda')}
          altura="48px"
          esquema={esquema}
        />
      )}
    </Secao>
  );
}
