import type { FalhaErp } from '../../common/erpErrors';

/** An ERP failure already classified, carried through the agent's layers as an exception. */
export class ErroErp extends Error {
  constructor(
    readonly falha: FalhaErp,
    readonly causa?: unknown,
  ) {
    super(falha.msg);
  }
}
