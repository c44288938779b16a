// Loaded with `--require` (NODE_OPTIONS) by the Node 24 pass (scripts/node24/testar.ts) in every Node
// process of the suite: better-sqlite3's addon in node_modules is compiled for the Node of `npm ci`
// (this machine's Node 20); this loads instead the copy compiled for Node 24 named by
// FV_BETTER_SQLITE3_NODE24, so node_modules is never rebuilt and Node 20 keeps working beside it.
'use strict';
const alvo = process.env.FV_BETTER_SQLITE3_NODE24;
if (alvo) {
  const original = process.dlopen;
  const addon = /[\\/]better-sqlite3[\\/]build[\\/]Release[\\/]better_sqlite3\.node$/;
  process.dlopen = function dlopen(modulo, arquivo, ...resto) {
    return original.call(this, modulo, addon.test(arquivo) ? alvo : arquivo, ...resto);
  };
}
