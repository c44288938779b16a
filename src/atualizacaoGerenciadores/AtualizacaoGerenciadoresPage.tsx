import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, Title, useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { ehAdministradorProvedor } from '../../common/permissions';
import { formatarDataHora } from '../../common/text/dataHora';
import { RedirectTo } from '../admin/RedirectTo';
import { useAppAbility } from '../providers/useAppAbility';
import { getSession } from '../session/sessionStore';
import { definirRollout, listarRollouts, listarVersoes, removerRollout, type AgenteRollout, type AgenteVersao } from './api';

/** The admin path of the page (the menu's entry and AdminApp's route). */
export const ATUALIZACAO_GERENCIADORES_PATH = 'atualizacao_gerenciadores';

interface OpcaoContratante {
  id: number | null;
  nome: string;
}

type Campo = 'contratante' | 'versao' | 'percentual';

/** Which field a server message (server/services/atualizacaoAgente.ts, MSG_ATUALIZACAO) belongs to; others are notified. */
function campoDaMensagem(mensagem: string): Campo | null {
  if (mensagem.startsWith('O percentual')) return 'percentual';
  if (mensagem.startsWith('A versão')) return 'versao';
  if (mensagem.startsWith('Contratante')) return 'contratante';
  return null;
}

/** The page for the provider administrator only; anyone else lands on the access-denied page. */
export function AtualizacaoGerenciadoresPage() {
  const ability = useAppAbility();
  const { isPending } = usePermissions();
  if (isPending) return null;
  if (!ehAdministradorProvedor(ability, getSession()?.usuario.contratanteId)) return <RedirectTo path="access-denied" />;
  return <AtualizacaoGerenciadores />;
}

/**
 * The agents' self-update rollouts (docs/operacao.md, "Atualização automática dos gerenciadores"):
 * the current ones, a form to offer a signed version to a share of a contratante's branches (or of
 * everyone's), and their removal.
 */
function AtualizacaoGerenciadores() {
  const translate = useTranslate();
  const notify = useNotify();
  const todos: OpcaoContratante = { id: null, nome: translate('app.atualizacao_gerenciadores.todos') };
  const [rollouts, setRollouts] = useState<AgenteRollout[] | null>(null);
  const [versoes, setVersoes] = useState<AgenteVersao[]>([]);
  const [contratante, setContratante] = useState<OpcaoContratante>(todos);
  const [busca, setBusca] = useState('');
  const [versao, setVersao] = useState('');
  const [percentual, setPercentual] = useState('0');
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const [salvando, setSalvando] = useState(false);
  const [removendo, setRemovendo] = useState<AgenteRollout | null>(null);
  const { data: contratantes = [] } = useGetList<{ id: number; nome: string }>('contratantes', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'nome', order: 'ASC' },
    filter: busca && busca !== contratante.nome ? { q: busca } : {},
  });

  const falhou = useCallback(
    (error: unknown, geral: string) => {
      const mensagem = (error as Error)?.message || geral;
      const campo = campoDaMensagem(mensagem);
      if (campo) setErros({ [campo]: mensagem });
      else notify(mensagem === geral ? geral : `${geral}\n${mensagem}`, { type: 'error', multiLine: true });
    },
    [notify],
  );

  const ler = useCallback(async () => {
    try {
      const [r, v] = await Promise.all([listarRollouts(), listarVersoes()]);
      setRollouts(r);
      setVersoes(v);
    } catch (error) {
      falhou(error, translate('app.atualizacao_gerenciadores.erro_leitura'));
    }
  }, [falhou, translate]);
  useEffect(() => void ler(), [ler]);

  const salvar = async () => {
    const n = Number(percentual);
    const novos: Partial<Record<Campo, string>> = {};
    if (!versao) novos.versao = translate('app.atualizacao_gerenciadores.versao_obrigatoria');
    if (percentual.trim() === '' || !Number.isInteger(n) || n < 0 || n > 100) novos.percentual = translate('app.atualizacao_gerenciadores.percentual_invalido');
    setErros(novos);
    if (Object.keys(novos).length) return;
    setSalvando(true);
    try {
      await definirRollout(contratante.id, versao, n);
      notify(translate('app.atualizacao_gerenciadores.definido', { versao, percentual: n, contratante: contratante.nome }), { type: 'success' });
      await ler();
    } catch (error) {
      falhou(error, translate('app.atualizacao_gerenciadores.erro_definir'));
    } finally {
      setSalvando(false);
    }
  };

  const remover = async () => {
    const alvo = removendo;
    setRemovendo(null);
    if (!alvo) return;
    try {
      await removerRollout(alvo.contratanteId);
      notify(translate('app.atualizacao_gerenciadores.removido'), { type: 'success' });
      await ler();
    } catch (error) {
      falhou(error, translate('app.atualizacao_gerenciadores.erro_remover'));
    }
  };

  const nomeDe = (r: AgenteRollout) => (r.contratanteId == null ? todos.nome : (r.contratanteNome ?? `#${r.contratanteId}`));
  const opcoes: OpcaoContratante[] = [todos, ...contratantes.map((c) => ({ id: c.id, nome: c.nome }))];

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title="app.atualizacao_gerenciadores.titulo" />
      <Typography component="h1" variant="h5">
        {translate('app.atualizacao_gerenciadores.titulo')}
      </Typography>
      <Card component="section" aria-labelledby="rollouts-atuais">
        <CardContent>
          <Typography id="rollouts-atuais" component="h2" variant="h6" gutterBottom>
            {translate('app.atualizacao_gerenciadores.atuais')}
          </Typography>
          {rollouts && rollouts.length === 0 && <Typography>{translate('app.atualizacao_gerenciadores.nenhum')}</Typography>}
          {rollouts && rollouts.length > 0 && (
            <TableContainer>
              <Table size="small" aria-labelledby="rollouts-atuais">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('app.atualizacao_gerenciadores.contratante')}</TableCell>
                    <TableCell>{translate('app.atualizacao_gerenciadores.versao')}</TableCell>
                    <TableCell align="right">{translate('app.atualizacao_gerenciadores.percentual')}</TableCell>
                    <TableCell>{translate('app.atualizacao_gerenciadores.atualizado_em')}</TableCell>
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        {translate('app.atualizacao_gerenciadores.acoes')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rollouts.map((r) => (
                    <TableRow key={r.contratanteId ?? 0}>
                      <TableCell>{nomeDe(r)}</TableCell>
                      <TableCell>{r.versao}</TableCell>
                      <TableCell align="right">{r.percentual} %</TableCell>
                      <TableCell>{formatarDataHora(r.atualizadoEm)}</TableCell>
                      <TableCell>
                        <Button
                          color="error"
                          onClick={() => setRemovendo(r)}
                          aria-label={translate('app.atualizacao_gerenciadores.remover_de', { contratante: nomeDe(r) })}
                        >
                          {translate('app.atualizacao_gerenciadores.remover')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="definir-rollout">
        <CardContent>
          <Typography id="definir-rollout" component="h2" variant="h6" gutterBottom>
            {translate('app.atualizacao_gerenciadores.definir')}
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void salvar();
            }}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, alignItems: 'start' }}
          >
            <Autocomplete
              options={opcoes}
              value={contratante}
              onChange={(_, v) => {
                setContratante(v ?? todos);
                setErros((e) => ({ ...e, contratante: undefined }));
              }}
              inputValue={busca}
              onInputChange={(_, v) => setBusca(v)}
              getOptionLabel={(o) => o.nome}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              disableClearable
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={translate('app.atualizacao_gerenciadores.contratante')}
                  error={Boolean(erros.contratante)}
                  helperText={erros.contratante}
                />
              )}
            />
            <TextField
              select
              required
              label={translate('app.atualizacao_gerenciadores.versao')}
              value={versao}
              onChange={(e) => {
                setVersao(e.target.value);
                setErros((x) => ({ ...x, versao: undefined }));
              }}
              error={Boolean(erros.versao)}
              helperText={erros.versao ?? translate('app.atualizacao_gerenciadores.versao_ajuda')}
            >
              {versoes.length === 0 && (
                <MenuItem value="" disabled>
                  {translate('app.atualizacao_gerenciadores.sem_versoes')}
                </MenuItem>
              )}
              {versoes.map((v) => (
                <MenuItem key={v.versao} value={v.versao} disabled={!v.assinada}>
                  {translate(v.assinada ? 'app.atualizacao_gerenciadores.versao_assinada' : 'app.atualizacao_gerenciadores.versao_nao_assinada', {
                    versao: v.versao,
                  })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              required
              type="number"
              label={translate('app.atualizacao_gerenciadores.percentual')}
              value={percentual}
              onChange={(e) => {
                setPercentual(e.target.value);
                setErros((x) => ({ ...x, percentual: undefined }));
              }}
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1, inputMode: 'numeric' } }}
              error={Boolean(erros.percentual)}
              helperText={erros.percentual ?? translate('app.atualizacao_gerenciadores.percentual_ajuda')}
            />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" disabled={salvando}>
                {translate('app.atualizacao_gerenciadores.salvar')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
      <Confirm
        isOpen={Boolean(removendo)}
        title="app.atualizacao_gerenciadores.confirmar_titulo"
        content="app.atualizacao_gerenciadores.confirmar_remocao"
        translateOptions={{ contratante: removendo ? nomeDe(removendo) : '' }}
        confirm="app.atualizacao_gerenciadores.remover"
        onConfirm={() => void remover()}
        onClose={() => setRemovendo(null)}
      />
    </Box>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
