import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatarDataHora } from '../../../common/text/dataHora';
import { fixarVersao, situacaoAtualizacao, versoesAssinadas, type AtualizacaoFilial } from '../api/atualizacao';
import { Secao } from '../components/PaginaGerenciador';
import { ListaDeDados, type LinhaDeDado } from './ListaDeDados';
import { useGerenciador } from '../GerenciadorContext';
import { useTratarFalha } from '../hooks/useTratarFalha';

const SEGUIR_ROLLOUT = '';

/**
 * The status page's self-update section (docs/operacao.md, "Atualização automática dos
 * gerenciadores"): current, target and pinned version, the last attempt and why, and the pin.
 */
export function AtualizacaoGerenciador() {
  const translate = useTranslate();
  const notify = useNotify();
  const tratarFalha = useTratarFalha();
  const { filial, status } = useGerenciador();
  const [situacao, setSituacao] = useState<AtualizacaoFilial | null>(null);
  const [versoes, setVersoes] = useState<string[]>([]);
  const [escolhida, setEscolhida] = useState(SEGUIR_ROLLOUT);
  const [salvando, setSalvando] = useState(false);

  const ler = useCallback(async () => {
    try {
      const s = await situacaoAtualizacao(filial.identificadorApp);
      setSituacao(s);
      setEscolhida(s.versaoFixada ?? SEGUIR_ROLLOUT);
      setVersoes(await versoesAssinadas());
    } catch (error) {
      await tratarFalha(error, translate('app.gerenciador.atualizacao.erro_leitura'));
    }
  }, [filial.identificadorApp, tratarFalha, translate]);
  // Read again when the agent's version changes (it reconnected after an update).
  useEffect(() => void ler(), [ler, status?.versao]);

  const fixar = async () => {
    setSalvando(true);
    try {
      setSituacao(await fixarVersao(filial.identificadorApp, escolhida || null));
      notify(translate(escolhida ? 'app.gerenciador.atualizacao.fixada' : 'app.gerenciador.atualizacao.seguindo', { versao: escolhida }), { type: 'success' });
    } catch (error) {
      await tratarFalha(error, translate('app.gerenciador.atualizacao.erro_fixar'));
    } finally {
      setSalvando(false);
    }
  };

  const ultima = situacao?.ultimoResultado
    ? translate('app.gerenciador.atualizacao.tentativa', {
        resultado: translate(`app.gerenciador.atualizacao.resultado.${situacao.ultimoResultado}`),
        versao: situacao.ultimaVersao ?? '—',
        data: formatarDataHora(situacao.ultimaEm),
      })
    : translate('app.gerenciador.atualizacao.nenhuma');
  const linhas: LinhaDeDado[] = [
    ['app.gerenciador.atualizacao.atual', situacao?.versaoAtual],
    ['app.gerenciador.atualizacao.alvo', situacao?.versaoAlvo ?? translate('app.gerenciador.atualizacao.sem_alvo')],
    ['app.gerenciador.atualizacao.ultima', ultima],
  ];

  return (
    <Secao id="atualizacao-gerenciador" titulo={translate('app.gerenciador.atualizacao.titulo')}>
      <ListaDeDados linhas={linhas} />
      {situacao?.ultimoMotivo && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('app.gerenciador.atualizacao.motivo', { motivo: situacao.ultimoMotivo })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        <TextField
          select
          size="small"
          label={translate('app.gerenciador.atualizacao.fixar_em')}
          value={escolhida}
          onChange={(e) => setEscolhida(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value={SEGUIR_ROLLOUT}>{translate('app.gerenciador.atualizacao.seguir_rollout')}</MenuItem>
          {versoes.map((v) => (
            <MenuItem key={v} value={v}>
              {v}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void fixar()} disabled={salvando || !situacao || escolhida === (situacao.versaoFixada ?? SEGUIR_ROLLOUT)}>
          {translate('app.gerenciador.atualizacao.salvar')}
        </Button>
      </Box>
    </Secao>
  );
}
