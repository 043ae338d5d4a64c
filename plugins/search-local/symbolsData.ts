/**
 * The symbol file of each docs version (./symbols.ts), made at build time
 * from the typed data of src/data; every symbol carries the docs versions
 * whose data has it, as a bit mask over DOC_VERSIONS.
 */
import { apiFor, messageKeysFor } from '../../src/data/api';
import { bbbConfOptionsFor } from '../../src/data/admin/bbbConf';
import { installOptionsFor } from '../../src/data/admin/installOptions';
import { userdataFor } from '../../src/data/admin/userdata';
import { envSettings, GL_INSTALL_OPTIONS } from '../../src/data/greenlight/env';
import { errorCodesFor } from '../../src/data/support/errorCodes';
import { DOC_VERSIONS, RELEASES, type DocVersion } from '../../src/data/versions';
import { SYMBOL_KINDS, type SymbolFile, type SymbolKind } from './symbols';

interface Named {
  name: string;
  call?: string;
}

/** The symbols one version's data defines, by kind. */
function symbolsOf(version: DocVersion): Record<SymbolKind, Named[]> {
  const calls = apiFor(version);
  const params = new Map<string, Named>();
  for (const call of calls) {
    for (const param of call.params) {
      // A parameter of several calls links to the first call that has it (create before join).
      if (!params.has(param.name)) params.set(param.name, { name: param.name, call: call.name });
    }
  }
  return {
    // OpenID Connect settings are on the external authentication page; the others on the install page.
    env: envSettings()
      .filter((setting) => setting.group !== 'openid-connect')
      .map((setting) => ({ name: setting.name })),
    envAuth: envSettings('openid-connect').map((setting) => ({ name: setting.name })),
    install: installOptionsFor(version).map((option) => ({ name: option.flag })),
    userdata: userdataFor(version).map((param) => ({ name: param.name })),
    param: [...params.values()],
    call: calls.map((call) => ({ name: call.name })),
    messageKey: messageKeysFor(version).map((entry) => ({ name: entry.key })),
    bbbConf: bbbConfOptionsFor(version).map((option) => ({ name: option.flag })),
    glInstall: GL_INSTALL_OPTIONS.map((option) => ({ name: option.flag })),
    errorCode: errorCodesFor(version).map((entry) => ({ name: String(entry.code) })),
  };
}

/** Which versions have each symbol, by kind and name, as a bit mask over DOC_VERSIONS. */
function versionMasks(): Map<string, number> {
  const masks = new Map<string, number>();
  DOC_VERSIONS.forEach((version, bit) => {
    const symbols = symbolsOf(version);
    for (const kind of SYMBOL_KINDS) {
      for (const { name } of symbols[kind]) {
        const key = `${kind} ${name}`;
        masks.set(key, (masks.get(key) ?? 0) | (1 << bit));
      }
    }
  });
  return masks;
}

/** The symbol file of one version: its symbols, each with the versions that have it. */
export function symbolFile(version: DocVersion): SymbolFile {
  const masks = versionMasks();
  const symbols = symbolsOf(version);
  return {
    versions: [...DOC_VERSIONS],
    releases: DOC_VERSIONS.map((v) => RELEASES[v].release),
    symbols: SYMBOL_KINDS.map((kind) =>
      symbols[kind].map(({ name, call }) => {
        const mask = masks.get(`${kind} ${name}`) ?? 0;
        return call ? ([name, mask, call] as const) : ([name, mask] as const);
      }),
    ),
  };
}
