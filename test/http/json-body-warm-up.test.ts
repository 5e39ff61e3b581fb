import { describe, expect, it } from 'vitest';

import { warmUpJsonBody } from '../../server/http/json-body.ts';

describe("the JSON body parser's warm-up", () => {
  it('reads one body through the parser, with no client and no request', async () => {
    await expect(warmUpJsonBody()).resolves.toBeUndefined();
    // Again: nothing is left over from the first.
    await expect(warmUpJsonBody()).resolves.toBeUndefined();
  });
});
