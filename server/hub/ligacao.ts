import { MSG } from '../../common/messages';
import { COMANDOS } from '../../common/protocolo';
import type { Services } from '../services';
import { pendentesParaAgente } from '../services/pendentesAgente';
import { criarTratadorAgente } from './agentEvents';
import type { AgentHub } from './agentHub';

/** Connects the hub's agent messages to the services that own the data. */
export function ligarAgente(hub: AgentHub, services: Services): void {
  services.mobileRegistros.aoRegistrar = (filialId) => hub.notify(filialId, COMANDOS.registrosPendentes);
  hub.onHello = (filialId, { versao, plataforma }) => services.atualizacaoAgente.aoConectar(filialId, versao, plataforma);
  hub.onDisconnect = (filialId) => services.sincronizacao.interromper(filialId, MSG.sincronizacaoInterrompida);
  hub.onEvent = criarTratadorAgente({
    configuracoes: services.configuracoes,
    sincronizacao: services.sincronizacao,
    filialAtiva: (filialId) => services.gerenciadorConexoes.filialAtiva(filialId),
    dados: {
      async gravarLote(filialId, tipo, registros, removidos) {
        if (registros.length)
          await services.mobileDados.gravarLote(
            filialId,
            tipo,
            registros.map(({ identificador, dados }) => ({ identificador, dados })),
          );
        if (removidos.length) await services.mobileDados.marcarRemovidos(filialId, tipo, removidos);
      },
    },
    divergencias: services.divergencias,
    atualizacoes: services.atualizacaoAgente,
    registros: {
      chavesPedidos: (filialId) => services.mobileRegistros.chavesPedidosIntegrados(filialId),
      pendentes: (filialId, limite) => pendentesParaAgente(services.mobileRegistros, filialId, limite),
      async concluir(filialId, tipo, uuid, resultado) {
        const registro = await services.mobileRegistros.buscarPorUuid(filialId, tipo, uuid);
        if (!registro) return;
        if (resultado.situacao === 'integrado') {
          await services.mobileRegistros.marcarIntegrado(filialId, registro.id, resultado.chaveErp);
          // Orders waiting for this phone-created customer can go now.
          if (registro.tipo === 'cliente') hub.notify(filialId, COMANDOS.registrosPendentes);
          return;
        }
        const falha = { erro: resultado.erro || 'Erro não informado pelo gerenciador.', tipo: resultado.tipoErro || null, detalhe: resultado.detalhe || null };
        if (resultado.situacao === 'pendente') await services.mobileRegistros.registrarFalhaTransitoria(filialId, registro.id, falha);
        else await services.mobileRegistros.marcarErro(filialId, registro.id, falha);
      },
    },
  });
}
