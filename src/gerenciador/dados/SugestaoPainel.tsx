import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, AlertTitle, Box, Button, CircularProgress, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TABELA_GRAVACAO, type GravacaoUnica, type InsertCard } from '../../../common/catalogo';
import type { JustificativaCampo } from '../api/sugestao';
import { Secao } from '../components/PaginaGerenciador';
import type { ItemRevisao } from './revisaoSugestao';
import type { RevisaoSugestao } from './useSugestao';

interface Props {
  revisao: RevisaoSugestao;
  /** The name the page gives each item (the SQL of the select, 'Insert do pedido', a field's label). */
  rotulo: (item: ItemRevisao) => string;
  /** The items and the justifications no input of the page shows beside itself. */
  itensAvulsos: ItemRevisao[];
  justificativasAvulsas: JustificativaCampo[];
}

const porcento = (n: number) => `${Math.round(Math.max(0, Math.min(1, n)) * 100)}%`;

/**
 * "Sugerir configuração" and the proposal under review: its confidence, the notes to confirm (constants,
 * the exactly-once choice), what it changed that no field shows, why each column was chosen, the
 * other tables it could use, and accept or reject for everything still pending. The page's fields
 * already hold the draft; nothing is saved until Salvar.
 */
export function SugestaoPainel({ revisao, rotulo, itensAvulsos, justificativasAvulsas }: Props) {
  const translate = useTranslate();
  const { estado, pendentes, sugestao } = revisao;
  const pedindo = estado.fase === 'pedindo';
  const valorCurto = (item: ItemRevisao) => {
    if (item.tipo === 'campo')
      return item.proposto.fixo !== undefined ? translate('app.gerenciador.sugestao.valor_fixo', { valor: item.proposto.fixo }) : item.proposto.coluna;
    const v = item.proposto;
    if (item.chave === 'gravacaoUnica') {
      const modo = (v as GravacaoUnica | undefined)?.modo ?? 'selectChave';
      return translate(`app.gerenciador.gravacao.modos.${modo}`, { tabela: TABELA_GRAVACAO });
    }
    if (typeof v === 'boolean') return translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
    // Insert cards: what each runs (and reads the key with), for review before accepting.
    if (Array.isArray(v))
      return (
        v.map((c: Partial<InsertCard>) => [c.sql, c.selectChave].filter((x) => x?.trim()).join('\n')).join('\n\n') ||
        translate('app.gerenciador.sugestao.comandos', { n: v.length })
      );
    return typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? '');
  };

  return (
    <Secao
      id="sugestao-secao"
      titulo={translate('app.gerenciador.sugestao.titulo')}
      acoes={
        <Button
          variant="outlined"
          startIcon={pedindo ? <CircularProgress size={16} aria-hidden /> : <AutoFixHighIcon />}
          disabled={pedindo}
          onClick={() => void revisao.pedir()}
        >
          {translate('app.gerenciador.sugestao.sugerir')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.gerenciador.sugestao.ajuda')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {pedindo && (
          <Typography>
            {estado.tabela ? translate('app.gerenciador.sugestao.pedindo_tabela', { tabela: estado.tabela }) : translate('app.gerenciador.sugestao.pedindo')}
          </Typography>
        )}
        {estado.fase === 'falhou' && (
          <Alert severity="error" variant="outlined">
            {translate(estado.mensagem, { _: estado.mensagem })}
          </Alert>
        )}
        {sugestao && (
          <Typography>
            {translate(estado.fase === 'revisando' && estado.tabela ? 'app.gerenciador.sugestao.resumo_tabela' : 'app.gerenciador.sugestao.resumo', {
              confianca: porcento(sugestao.confianca),
              tabela: estado.fase === 'revisando' ? estado.tabela : '',
            })}{' '}
            {pendentes.length ? translate('app.gerenciador.sugestao.pendentes', { n: pendentes.length }) : translate('app.gerenciador.sugestao.revisada')}
          </Typography>
        )}
      </Box>

      {sugestao && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}>
          {sugestao.avisos.length > 0 && (
            <Alert severity="warning" variant="outlined">
              <AlertTitle>{translate('app.gerenciador.sugestao.avisos')}</AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {sugestao.avisos.map((aviso) => (
                  <li key={aviso}>{aviso}</li>
                ))}
              </Box>
            </Alert>
          )}

          {pendentes.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" color="success" startIcon={<CheckIcon />} onClick={revisao.aceitarTudo}>
                {translate('app.gerenciador.sugestao.aceitar_tudo')}
              </Button>
              <Button variant="outlined" startIcon={<UndoIcon />} onClick={revisao.rejeitarTudo}>
                {translate('app.gerenciador.sugestao.rejeitar_tudo')}
              </Button>
            </Box>
          )}

          {itensAvulsos.length > 0 && (
            <Box>
              <Typography component="h3" variant="subtitle1">
                {translate('app.gerenciador.sugestao.itens')}
              </Typography>
              <List dense disablePadding>
                {itensAvulsos.map((item) => (
                  <ListItem
                    key={item.id}
                    disableGutters
                    data-item={item.id}
                    secondaryAction={
                      <Box sx={{ display: 'flex' }}>
                        <IconButton
                          size="small"
                          color="success"
                          aria-label={translate('app.gerenciador.sugestao.aceitar_campo', { campo: rotulo(item) })}
                          onClick={() => revisao.aceitar(item.id)}
                        >
                          <CheckIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          aria-label={translate('app.gerenciador.sugestao.rejeitar_campo', { campo: rotulo(item) })}
                          onClick={() => revisao.rejeitar(item.id)}
                        >
                          <UndoIcon fontSize="small" />
                        </IconButton>
                      </Box>
                    }
                    sx={{ pr: 10 }}
                  >
                    <ListItemText
                      primary={rotulo(item)}
                      secondary={valorCurto(item)}
                      slotProps={{
                        secondary: { sx: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', fontFamily: item.tipo === 'dado' ? 'monospace' : undefined } },
                      }}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}

          {justificativasAvulsas.length > 0 && (
            <Box>
              <Typography component="h3" variant="subtitle1">
                {translate('app.gerenciador.sugestao.justificativas')}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' }, columnGap: 2, rowGap: 0.5 }}
              >
                {justificativasAvulsas.map((j) => (
                  <Box key={j.campo} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {j.coluna ? `${j.campo} ← ${j.coluna}` : j.campo}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {j.motivo}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          )}

          {sugestao.alternativas.length > 0 && (
            <Box>
              <Typography component="h3" variant="subtitle1">
                {translate('app.gerenciador.sugestao.alternativas')}
              </Typography>
              <List dense disablePadding>
                {sugestao.alternativas.map((alt) => (
                  <ListItem key={alt.tabela} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={`${alt.tabela} · ${translate('app.gerenciador.sugestao.confianca', { confianca: porcento(alt.confianca) })}`}
                      secondary={alt.motivo}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                    <Button
                      size="small"
                      disabled={pedindo}
                      onClick={() => void revisao.pedir(alt.tabela)}
                      aria-label={translate('app.gerenciador.sugestao.usar_alternativa_rotulo', { tabela: alt.tabela })}
                    >
                      {translate('app.gerenciador.sugestao.usar_alternativa')}
                    </Button>
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Box>
      )}
    </Secao>
  );
}
