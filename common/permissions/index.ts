export * from './catalog';
export * from './ability';
export * from './roles';
export * from './routeAccess';
export * from './proprioUsuario';
