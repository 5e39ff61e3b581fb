import { describe, expect, it } from 'vitest';
import { bearer, type TestGateway, useGateway } from '../helpers/gateway.ts';
import { EN_ALPHA, speak } from '../helpers/speech.ts';

/*
 * Issue #27, item 3: an owner may keep 5,000 entries (the documented limit), and with that many
 * the lexicon still reads every entry as it did with a few. What a user can check: the audio
 * of a text read with the lexicon is the audio of the same text with the aliases written out.
 */
let gw: TestGateway;
useGateway(async (g) => {
  gw = g;
});

const ALIASES = ['apple', 'river', 'stone', 'cloud', 'garden'] as const;

/** A grapheme of letters only ("zq" and `i` in base 26), so each is one word. */
function graphemeOf(i: number): string {
  let letters = '';
  let n = i;
  do {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `zq${letters}`;
}

const aliasOf = (i: number): string => ALIASES[i % ALIASES.length] ?? 'apple';

/** 4,996 generated entries and four that test longest-first and case rules: 5,000 in all. */
function fullLexicon(): Record<string, unknown>[] {
  const entries: Record<string, unknown>[] = [];
  for (let i = 0; i < 4_996; i++) entries.push({ grapheme: graphemeOf(i), alias: aliasOf(i) });
  entries.push(
    // Longer than the generated "zqb", so it wins where both match.
    { grapheme: 'zqb zqc', alias: 'meadow' },
    // Case-sensitive: "NASA" only as written; over the same text it wins against "nasa".
    { grapheme: 'NASA', alias: 'nassa', case_sensitive: true },
    { grapheme: 'nasa', alias: 'national space agency' },
    // Not whole-word: found inside longer words too.
    { grapheme: 'qx', alias: 'queue', whole_word: false },
  );
  return entries;
}

async function importLexicon(key: string, entries: Record<string, unknown>[]) {
  const res = await fetch(`${gw.url}/v1/audio/lexicon?mode=replace`, {
    method: 'POST',
    headers: { ...bearer(key), 'Content-Type': 'application/json' },
    body: JSON.stringify({ object: 'lexicon', version: 1, entries }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function audio(key: string, input: string): Promise<Buffer> {
  const res = await speak(gw.url, key, {
    model: 'alpha-tts',
    input,
    voice: EN_ALPHA,
    response_format: 'wav',
  });
  expect(res.status, res.bytes.toString('utf8', 0, 200)).toBe(200);
  return res.bytes;
}

describe('a full lexicon of 5,000 entries', () => {
  it('reads each entry found, longest first, case-sensitive first, as the aliases written out', async () => {
    const alice = await gw.key({ owner: 'alice' });
    const bob = await gw.key({ owner: 'bob' });
    const imported = await importLexicon(alice, fullLexicon());
    expect(imported).toEqual({
      status: 200,
      body: { object: 'lexicon.import', imported: 5_000, total: 5_000 },
    });

    // The first, a middle and the last generated entries, in any case; then the special ones.
    const sent =
      `${graphemeOf(0)} and ${graphemeOf(2_345).toUpperCase()} met ${graphemeOf(4_995)} today. ` +
      'Then zqb zqc, NASA and Nasa, and the aqxb.';
    const spoken =
      `${aliasOf(0)} and ${aliasOf(2_345)} met ${aliasOf(4_995)} today. ` +
      'Then meadow, nassa and national space agency, and the a queue b.';

    const withLexicon = await audio(alice, sent);
    const writtenOut = await audio(bob, spoken);
    const withoutLexicon = await audio(bob, sent);
    expect(withLexicon.equals(writtenOut)).toBe(true);
    expect(withLexicon.equals(withoutLexicon)).toBe(false);
  });

  it('still speaks text that none of its entries match, as without a lexicon', async () => {
    const carol = await gw.key({ owner: 'carol' });
    const dave = await gw.key({ owner: 'dave' });
    expect((await importLexicon(carol, fullLexicon())).status).toBe(200);
    const text = 'Please bring the blue box to the lab today.';
    expect((await audio(carol, text)).equals(await audio(dave, text))).toBe(true);
  });
});
