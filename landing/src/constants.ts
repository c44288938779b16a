/** Values docs/produto.md gives for the public site (§1 and §9); everything else lives in siteConfig.ts. */
export const SUPPORT_HOURS = 'Segunda a sexta, das 9h às 17h (horário de Brasília)';

/** Slideshow autoplay speed (§9). */
export const SLIDESHOW_INTERVAL_MS = 2000;

/** Minimum age of users (§9): the service excludes anyone younger. */
export const MINIMUM_AGE = 18;

/** Databases the integration manager connects to (§9), by their usual names. */
export const SUPPORTED_DATABASES = ['MySQL', 'MariaDB', 'PostgreSQL', 'SQLite', 'SQL Server', 'Firebird'] as const;

/** Anchors of the landing page (§2), in page order. */
export const SECTION_IDS = ['inicio', 'video', 'recursos', 'gerenciadorIntegracao', 'planos', 'contato'] as const;
