import type { RequestHandler } from 'express';
import { invalidRequest } from './errors.ts';

/** `name[]`, `name[key]`: the bracket forms some clients use for arrays and objects. */
const BRACKETS = /^([^[\]]*)\[[^\]]*\]/;

/**
 * Every query parameter of every route is one plain value: a repeated parameter
 * (`kind=a&kind=b`) or a bracketed one (`kind[]=a`, `filter[kind]=a`) is 400 `invalid_value`
 * naming it, never a value silently dropped or a parameter silently ignored.
 */
export function singleQueryValues(): RequestHandler {
  return (req, _res, next) => {
    // Most requests carry no query string at all.
    if (!req.url.includes('?')) {
      next();
      return;
    }
    for (const [name, value] of Object.entries(req.query as Record<string, unknown>)) {
      const base = BRACKETS.exec(name)?.[1];
      if (base !== undefined) {
        const param = base === '' ? name : base;
        throw invalidRequest(
          'invalid_value',
          `Query parameter '${name}': array and object forms are not accepted; give '${param}' once, as a plain value.`,
          param,
        );
      }
      if (typeof value !== 'string') {
        throw invalidRequest(
          'invalid_value',
          `Query parameter '${name}' is given ${Array.isArray(value) ? value.length : 'several'} times; give it once.`,
          name,
        );
      }
    }
    next();
  };
}
