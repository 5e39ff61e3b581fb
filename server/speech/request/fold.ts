import { invalidRequest } from '../../http/errors.ts';

/**
 * Folds the spellings a client may use for one field (`Speed`/`speed`, `Text`/`text`/
 * `input`) into one canonical key, remembering which spelling was used so errors can
 * name it. The same field given twice with different values is a 400.
 */
export type AliasTable = Record<string, readonly string[]>;

export interface Folded {
  values: Record<string, unknown>;
  /** canonical key → the spelling the client sent */
  spelled: Record<string, string>;
}

export function foldAliases(body: Record<string, unknown>, table: AliasTable): Folded {
  const values: Record<string, unknown> = {};
  const spelled: Record<string, string> = {};
  for (const [canonical, spellings] of Object.entries(table)) {
    for (const name of spellings) {
      if (!Object.hasOwn(body, name) || body[name] === undefined) continue;
      const value = body[name];
      if (canonical in values && JSON.stringify(values[canonical]) !== JSON.stringify(value)) {
        throw invalidRequest(
          'conflicting_value',
          `'${spelled[canonical]}' and '${name}' are the same field and were given different values.`,
          name,
        );
      }
      if (!(canonical in values)) {
        values[canonical] = value;
        spelled[canonical] = name;
      }
    }
  }
  return { values, spelled };
}
