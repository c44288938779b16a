/** postject ships no types; the one function the build uses. */
declare module 'postject' {
  export function inject(
    arquivo: string,
    recurso: string,
    conteudo: Buffer,
    opcoes?: { sentinelFuse?: string; machoSegmentName?: string; overwrite?: boolean },
  ): Promise<void>;
}
